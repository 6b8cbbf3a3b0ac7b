// The labelled moderation corpus, bundled as text by Vite's raw imports (./moderation-coverage.ts).
declare module "*.tsv?raw" {
  const value: string;
  export default value;
}
