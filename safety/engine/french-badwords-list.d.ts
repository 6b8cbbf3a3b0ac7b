// french-badwords-list ships no types: its word array, as the moderation engine's sources load it.
declare module "french-badwords-list/dist/array" {
  const words: string[];
  export default words;
}
