import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { ApiMessage } from "../../../shared/messages";
import { ApiRequestError } from "../../shared/api/client";

/** What went wrong with a reader or a take, in the interface's language (the API's messages are English). */
export function recordingErrorText(error: unknown): MessageDescriptor {
  if (!(error instanceof ApiRequestError)) return msg`The connection failed. Check it and try again.`;
  switch (error.body.message) {
    case ApiMessage.readerLimit:
      return msg`A story can have at most 6 readers.`;
    case ApiMessage.readerNameInvalid:
      return msg`A reader's name must be 1 to 40 characters.`;
    case ApiMessage.unsafeReaderName:
      return msg`This name is not suitable for a children's story.`;
    case ApiMessage.recordingTooLarge:
      return msg`This recording is too big: 20 MB at most.`;
    case ApiMessage.recordingTooLong:
      return msg`This recording is too long: 5 minutes at most.`;
    case ApiMessage.notAudio:
      return msg`This file is not an audio recording.`;
  }
  if (error.status === 429) return msg`Too many recordings at once. Wait a few minutes, then try again.`;
  if (error.status === 404) return msg`This story or reader no longer exists.`;
  return msg`The recording could not be saved. Try again.`;
}
