// Tab-separated data bundled as text (wrangler.toml's Text rule for *.tsv): the labelled moderation
// corpus and the moderation classifier's weights.
declare module "*.tsv" {
  const value: string;
  export default value;
}
