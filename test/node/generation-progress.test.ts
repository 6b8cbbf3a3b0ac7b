import { describe, expect, it } from "vitest";
import { deriveStatus, initialState, statusesBetween } from "../../worker/generation/progress";
import { MEDIA_STEPS, isAudioStep, isImageStep } from "../../worker/generation/steps";

const ID = "0123456789abcdef01234567";

function stateWith(mutate: (state: ReturnType<typeof initialState>) => void) {
  const state = initialState(ID);
  mutate(state);
  return state;
}

describe("deriveStatus", () => {
  it("follows the text, then the pictures, then the voices", () => {
    expect(deriveStatus(initialState(ID))).toBe("Initialized");
    expect(deriveStatus(stateWith((s) => (s.steps.text = "running")))).toBe("TextGenerating");
    expect(deriveStatus(stateWith((s) => (s.steps.text = "done")))).toBe("TextGenerated");
    const queued = (s: ReturnType<typeof initialState>) => {
      s.steps.text = "done";
      s.mediaQueued = true;
    };
    expect(deriveStatus(stateWith(queued))).toBe("IllustrationPrepared");
    expect(deriveStatus(stateWith((s) => (queued(s), (s.steps["audio:opening"] = "running"))))).toBe("ImageGenerating");
    const imagesDone = (s: ReturnType<typeof initialState>) => {
      queued(s);
      for (const step of MEDIA_STEPS.filter(isImageStep)) s.steps[step] = "done";
    };
    expect(deriveStatus(stateWith(imagesDone))).toBe("VoiceGenerating");
    const allDone = (s: ReturnType<typeof initialState>) => {
      imagesDone(s);
      for (const step of MEDIA_STEPS.filter(isAudioStep)) s.steps[step] = "done";
    };
    expect(deriveStatus(stateWith(allDone))).toBe("CompletelyGenerated");
  });

  it("is partial once every queued step has settled and one failed", () => {
    expect(deriveStatus(stateWith((s) => (s.steps.text = "failed")))).toBe("PartiallyGenerated");
    const oneFailed = stateWith((s) => {
      s.steps.text = "done";
      s.mediaQueued = true;
      for (const step of MEDIA_STEPS) s.steps[step] = "done";
      s.steps.cover = "failed";
    });
    expect(deriveStatus(oneFailed)).toBe("PartiallyGenerated");
    // Still running elsewhere: not decided yet.
    oneFailed.steps["audio:closing"] = "running";
    // The failed cover keeps the pictures unfinished.
    expect(deriveStatus(oneFailed)).toBe("ImageGenerating");
    // Being repaired reads as partial until everything is done.
    oneFailed.repairing = true;
    expect(deriveStatus(oneFailed)).toBe("PartiallyGenerated");
  });
});

describe("statusesBetween", () => {
  it("lists every status passed, in order, and never goes back", () => {
    expect(statusesBetween("ImageGenerating", "VoiceGenerated")).toEqual(["ImageGenerated", "VoiceGenerating", "VoiceGenerated"]);
    expect(statusesBetween("VoiceGenerating", "ImageGenerating")).toEqual([]);
    expect(statusesBetween("TextGenerated", "TextGenerated")).toEqual([]);
  });

  it("jumps to partial, and from partial only to complete", () => {
    expect(statusesBetween("ImageGenerating", "PartiallyGenerated")).toEqual(["PartiallyGenerated"]);
    expect(statusesBetween("PartiallyGenerated", "CompletelyGenerated")).toEqual(["CompletelyGenerated"]);
    expect(statusesBetween("PartiallyGenerated", "TextGenerating")).toEqual([]);
  });
});
