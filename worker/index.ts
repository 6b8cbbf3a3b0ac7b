import { app } from "./app";

export { StoryGeneration } from "./generation/story-generation";

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
