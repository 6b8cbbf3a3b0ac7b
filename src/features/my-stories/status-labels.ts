import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { GeneratingStatusName } from "../../../shared/story-json";

/** What an in-progress card says for each generation status (docs/product.md §4). */
export const STATUS_LABELS: Record<GeneratingStatusName, MessageDescriptor> = {
  Initialized: msg`Getting ready…`,
  TextGenerating: msg`Writing the story…`,
  TextGenerated: msg`The story is written…`,
  PreparingForIllustration: msg`Planning the pictures…`,
  IllustrationPrepared: msg`The pictures are planned…`,
  ImageGenerating: msg`Painting the pictures…`,
  ImageGenerated: msg`The pictures are painted…`,
  VoiceGenerating: msg`Recording the voices…`,
  VoiceGenerated: msg`Adding the finishing touches…`,
  CompletelyGenerated: msg`Ready`,
  PartiallyGenerated: msg`Being fixed`,
};
