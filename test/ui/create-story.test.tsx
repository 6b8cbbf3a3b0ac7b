import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiMessage } from "../../shared/messages";
import { activateLocale } from "../../src/i18n/locale";
import { CreateStorySection } from "../../src/features/create-story/CreateStorySection";
import type { MyStoriesPage } from "../../src/features/my-stories/my-stories-queries";
import { queryKeys } from "../../src/shared/api/query-keys";
import { sessionAtom } from "../../src/features/session/session";
import { renderSection } from "./my-stories-helpers";
import { mockServer, type Answer } from "./server-stub";
import { user } from "./fixtures";

const suggestions = (list: string[]): Answer => ({ body: { success: true, suggestion: { suggestions: list } } });

const newStory = {
  _id: "aaaaaaaaaaaaaaaaaaaaaaaa",
  title: "",
  coverImage: null,
  generatingStatus: "Initialized",
  isPublic: false,
  date: new Date().toISOString(),
};

function setup(handlers: Parameters<typeof mockServer>[0] = {}, onCreated = vi.fn()) {
  const server = mockServer({ "GET /api/stories/suggestion": suggestions(["a pirate", "the moon"]), ...handlers });
  const rendered = renderSection(<CreateStorySection onCreated={onCreated} />);
  // My stories' first page as cached by the section (my-stories.test.tsx renders both together).
  rendered.queryClient.setQueryData<MyStoriesPage>(queryKeys.myStoriesPage(0), { stories: [], totalPages: 0 });
  const myStories = () => rendered.queryClient.getQueryData<MyStoriesPage>(queryKeys.myStoriesPage(0))?.stories ?? [];
  return { ...server, ...rendered, onCreated, myStories };
}

const ideaInput = () => screen.getByLabelText<HTMLInputElement>("Your ideas");
const chips = () => {
  const list = screen.queryByRole("list", { name: /^(Chosen ideas|Idées choisies)$/ });
  return list ? within(list).getAllByRole("listitem").map((item) => item.textContent?.replace("×", "").trim()) : [];
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("idea chips", () => {
  it("adds a trimmed idea on Enter and clears the input, but never a blank one", async () => {
    setup();
    const events = userEvent.setup();
    expect(ideaInput().maxLength).toBe(100);

    await events.type(ideaInput(), "   {Enter}");
    expect(chips()).toEqual([]);
    expect(screen.getByRole("button", { name: "Add" })).toHaveProperty("disabled", true);

    await events.clear(ideaInput());
    await events.type(ideaInput(), "  a brave cat  {Enter}");
    expect(chips()).toEqual(["a brave cat"]);
    expect(ideaInput().value).toBe("");

    await events.type(ideaInput(), "a castle");
    await events.click(screen.getByRole("button", { name: "Add" }));
    expect(chips()).toEqual(["a brave cat", "a castle"]);
    expect(ideaInput().value).toBe("");
    expect(screen.getByText("2 of 10 ideas")).toBeTruthy();
  });

  it("adds a picked suggestion once and hides it from the suggestions", async () => {
    setup();
    const events = userEvent.setup();
    const list = await screen.findByRole("list", { name: "Suggestions" });
    await events.click(within(list).getByRole("button", { name: "Add a pirate" }));
    expect(chips()).toEqual(["a pirate"]);
    expect(within(screen.getByRole("list", { name: "Suggestions" })).queryByRole("button", { name: "Add a pirate" })).toBeNull();
    expect(within(screen.getByRole("list", { name: "Suggestions" })).getByRole("button", { name: "Add the moon" })).toBeTruthy();

    // Removing the chip offers the suggestion again.
    await events.click(screen.getByRole("button", { name: "Remove a pirate" }));
    expect(chips()).toEqual([]);
    expect(within(screen.getByRole("list", { name: "Suggestions" })).getByRole("button", { name: "Add a pirate" })).toBeTruthy();
  });

  it("removes a chip with its labelled button", async () => {
    setup();
    const events = userEvent.setup();
    await events.type(ideaInput(), "a dragon{Enter}a forest{Enter}");
    await events.click(screen.getByRole("button", { name: "Remove a dragon" }));
    expect(chips()).toEqual(["a forest"]);
  });

  it("stops at 10 ideas with a hint", async () => {
    const { callsTo } = setup();
    const events = userEvent.setup();
    await screen.findByRole("list", { name: "Suggestions" });
    for (let n = 1; n <= 10; n += 1) await events.type(ideaInput(), `idea ${n}{Enter}`);
    expect(chips()).toHaveLength(10);
    expect(screen.getByText("You have 10 ideas, the most a story can have. Remove one to add another.")).toBeTruthy();

    await events.type(ideaInput(), "idea 11");
    expect(screen.getByRole("button", { name: "Add" })).toHaveProperty("disabled", true);
    await events.keyboard("{Enter}");
    expect(chips()).toHaveLength(10);
    for (const button of within(screen.getByRole("list", { name: "Suggestions" })).getAllByRole("button")) {
      expect(button).toHaveProperty("disabled", true);
    }

    await events.click(screen.getByRole("button", { name: "Remove idea 3" }));
    expect(screen.getByRole("button", { name: "Add" })).toHaveProperty("disabled", false);
    expect(callsTo("POST /api/stories/generate-story")).toHaveLength(0);
  });

  it("cancel clears the chips and the input", async () => {
    setup();
    const events = userEvent.setup();
    await events.type(ideaInput(), "a dragon{Enter}half typed");
    await events.click(screen.getByRole("button", { name: "Cancel" }));
    expect(chips()).toEqual([]);
    expect(ideaInput().value).toBe("");
    expect(screen.getByRole("button", { name: "Start creating" })).toHaveProperty("disabled", true);
  });

  it("says so when suggestions cannot be loaded, and can try again", async () => {
    let fail = true;
    const { callsTo } = setup({
      "GET /api/stories/suggestion": () => (fail ? { status: 500, body: { message: "Internal server error" } } : suggestions(["a robot"])),
    });
    expect((await screen.findByRole("alert")).textContent).toBe("We could not get suggestions right now.");
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Add a robot" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(callsTo("GET /api/stories/suggestion")).toHaveLength(2);
  });
});

describe("starting creation", () => {
  it("is disabled without ideas", () => {
    setup();
    expect(screen.getByRole("button", { name: "Start creating" })).toHaveProperty("disabled", true);
  });

  it("sends the chips, clears them and announces the new story", async () => {
    const { callsTo, store, onCreated, myStories } = setup({
      "POST /api/stories/generate-story": { status: 201, body: { success: true, story: newStory } },
    });
    const events = userEvent.setup();
    await events.type(ideaInput(), "a dragon{Enter}");
    await events.click(await screen.findByRole("button", { name: "Add the moon" }));
    await events.click(screen.getByRole("button", { name: "Start creating" }));

    expect(await screen.findByText("Your story is on its way! Follow its progress in My stories.")).toBeTruthy();
    // For the account itself unless another child is chosen.
    expect(callsTo("POST /api/stories/generate-story").map((call) => call.body)).toEqual([
      { storyInputs: ["a dragon", "the moon"], profileId: user._id },
    ]);
    expect(chips()).toEqual([]);
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ _id: newStory._id }));
    expect(myStories().map((story) => story._id)).toEqual([newStory._id]);
    expect(store.get(sessionAtom).user?.storiesGeneratedThisWeek).toBe(1);
  });

  it("shows the weekly limit with an upgrade link to the profile on 403", async () => {
    const { onCreated, myStories } = setup({
      "POST /api/stories/generate-story": { status: 403, body: { message: ApiMessage.weeklyLimit } },
    });
    const events = userEvent.setup();
    await events.type(ideaInput(), "a dragon{Enter}");
    await events.click(screen.getByRole("button", { name: "Start creating" }));

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("You have reached the limit of this week, come back next Monday to create again!")).toBeTruthy();
    const link = within(alert).getByRole("link", { name: "Upgrade your plan" });
    expect(link.getAttribute("href")).toBe("/profile");
    expect(chips()).toEqual(["a dragon"]);
    expect(onCreated).not.toHaveBeenCalled();
    expect(myStories()).toEqual([]);

    await events.click(link);
    await waitFor(() => expect(window.location.pathname).toBe("/profile"));
  });

  it("asks gently for other ideas when the server finds them unsuitable", async () => {
    setup({ "POST /api/stories/generate-story": { status: 400, body: { message: ApiMessage.unsafeIdeas } } });
    const events = userEvent.setup();
    await events.type(ideaInput(), "something scary{Enter}");
    await events.click(screen.getByRole("button", { name: "Start creating" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Some of these ideas are not quite right for a children's story. Could you try other ideas?",
    );
    expect(chips()).toEqual(["something scary"]);
  });

  it.each([
    ["violence", "Our stories stay gentle, so we can't write about violence or hurting someone. How about another idea?",
      "Nos histoires restent douces : nous ne pouvons pas parler de violence ni de faire du mal à quelqu’un. Et si vous essayiez une autre idée ?"],
    ["weapons", "Our stories stay safe, so we can't write about weapons or attacks on people. How about another idea?",
      "Nos histoires restent rassurantes : pas d’armes ni d’attaques contre des personnes. Et si vous essayiez une autre idée ?"],
    ["sexual", "That idea isn't right for a children's story. How about another one?",
      "Cette idée ne convient pas à une histoire pour enfants. Et si vous en essayiez une autre ?"],
    ["grooming", "Our stories keep children safe: no grown-up asks a child to hide things from their family. If someone asks you to, please tell a grown-up you trust. How about another idea?",
      "Nos histoires protègent les enfants : aucun adulte n’y demande à un enfant de cacher des choses à sa famille. Si quelqu’un vous le demande, parlez-en à un adulte de confiance. Et si vous essayiez une autre idée ?"],
    ["drugs", "Our stories for children leave out drugs, alcohol and smoking. How about another idea?",
      "Nos histoires pour enfants laissent de côté la drogue, l’alcool et le tabac. Et si vous essayiez une autre idée ?"],
    ["self-harm", "We can't write a story about someone hurting themselves. If this is on your mind, please talk to a grown-up you trust. How about another idea?",
      "Nous ne pouvons pas écrire une histoire où quelqu’un se fait du mal. Si cela vous préoccupe, parlez-en à un adulte de confiance. Et si vous essayiez une autre idée ?"],
    ["hate", "Our stories are kind to everyone, so we can't write about hate or hurting people for who they are. How about another idea?",
      "Nos histoires sont bienveillantes envers tout le monde : nous ne pouvons pas parler de haine ni de faire du mal à quelqu’un pour ce qu’il est. Et si vous essayiez une autre idée ?"],
    ["profanity", "Our stories use kind words that children can hear, so we leave out swearing and rude words. How about another idea?",
      "Nos histoires emploient des mots gentils que les enfants peuvent entendre : pas de gros mots ni d’injures. Et si vous essayiez une autre idée ?"],
  ])("words a %s refusal kindly in English and in French, keeping the ideas", async (category, english, french) => {
    // The server's own message (in the account's language) is not what the SPA shows: it words the category itself.
    const refusal: Answer = { status: 400, body: { message: "Server wording", category } };
    for (const [locale, text] of [["en-US", english], ["fr-FR", french]] as const) {
      await activateLocale(locale);
      setup({ "POST /api/stories/generate-story": refusal });
      const events = userEvent.setup();
      await events.type(screen.getByRole("textbox"), "something{Enter}");
      await events.click(screen.getByRole("button", { name: locale === "en-US" ? "Start creating" : "Lancer la création" }));
      expect((await screen.findByRole("alert")).textContent).toBe(text);
      expect(chips()).toEqual(["something"]);
      cleanup();
    }
  });

  it("shows 'error creating story' for any other failure and lets the user retry", async () => {
    let attempts = 0;
    const { callsTo } = setup({
      "POST /api/stories/generate-story": () => {
        attempts += 1;
        return attempts === 1
          ? { status: 500, body: { message: ApiMessage.internal } }
          : { status: 201, body: { success: true, story: newStory } };
      },
    });
    const events = userEvent.setup();
    await events.type(ideaInput(), "a dragon{Enter}");
    await events.click(screen.getByRole("button", { name: "Start creating" }));
    expect((await screen.findByRole("alert")).textContent).toBe("There was an error creating your story. Please try again.");

    await events.click(screen.getByRole("button", { name: "Start creating" }));
    await screen.findByText("Your story is on its way! Follow its progress in My stories.");
    expect(screen.queryByText("There was an error creating your story. Please try again.")).toBeNull();
    expect(callsTo("POST /api/stories/generate-story")).toHaveLength(2);
  });
});

describe("who the story is for", () => {
  const profiles: Answer = {
    body: {
      profiles: [
        { _id: "bbbbbbbbbbbbbbbbbbbbbbbb", name: "Léa", dateOfBirth: "2021-05-04", gender: "girl" },
        { _id: "cccccccccccccccccccccccc", name: "Tom", dateOfBirth: null, gender: "boy" },
      ],
    },
  };

  afterEach(async () => {
    await activateLocale("en-US");
  });

  it("offers the account and its extra profiles, and sends the chosen child's profile", async () => {
    const { callsTo } = setup({
      "GET /api/users/profiles": profiles,
      "POST /api/stories/generate-story": { status: 201, body: { success: true, story: newStory } },
    });
    const picker = screen.getByRole<HTMLSelectElement>("combobox", { name: "Who is this story for?" });
    await waitFor(() => expect(within(picker).getAllByRole("option").map((option) => option.textContent)).toEqual(["Camille", "Léa", "Tom"]));
    expect(picker.value).toBe(user._id);

    const events = userEvent.setup();
    await events.selectOptions(picker, "Léa");
    await events.type(ideaInput(), "a dragon{Enter}");
    await events.click(screen.getByRole("button", { name: "Start creating" }));
    await screen.findByText("Your story is on its way! Follow its progress in My stories.");
    expect(callsTo("POST /api/stories/generate-story").map((call) => call.body)).toEqual([{ storyInputs: ["a dragon"], profileId: "bbbbbbbbbbbbbbbbbbbbbbbb" }]);
  });

  it("still lets the account create a story when its profiles cannot be loaded", async () => {
    setup({ "GET /api/users/profiles": { status: 500, body: { message: ApiMessage.internal } } });
    const picker = screen.getByRole<HTMLSelectElement>("combobox", { name: "Who is this story for?" });
    expect(within(picker).getAllByRole("option").map((option) => option.textContent)).toEqual(["Camille"]);
  });

  it("asks in French", async () => {
    await activateLocale("fr-FR");
    setup({ "GET /api/users/profiles": profiles });
    const picker = screen.getByRole<HTMLSelectElement>("combobox", { name: "Pour qui est cette histoire ?" });
    await waitFor(() => expect(within(picker).getAllByRole("option")).toHaveLength(3));
    expect(screen.getByText("L'histoire est écrite pour son âge, et cet enfant peut en être le héros.")).toBeTruthy();
  });
});

describe("suggestions follow the account's language", () => {
  it("asks for them in the session user's language, and again when it changes", async () => {
    const { callsTo, store } = setup();
    await screen.findByRole("button", { name: "Add a pirate" });
    expect(callsTo("GET /api/stories/suggestion").map((call) => call.query.get("lang"))).toEqual(["en-US"]);
    // What the navigation's language picker does once the server has saved the choice.
    store.set(sessionAtom, (session) =>
      session.status === "signedIn" ? { ...session, user: { ...session.user, preferredLanguage: "fr-FR" } } : session,
    );
    await waitFor(() =>
      expect(callsTo("GET /api/stories/suggestion").map((call) => call.query.get("lang"))).toEqual(["en-US", "fr-FR"]),
    );
  });
});
