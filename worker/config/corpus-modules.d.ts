// The labelled moderation corpus, bundled as text (wrangler.toml's Text rule for *.tsv).
declare module "*.tsv" {
  const value: string;
  export default value;
}
