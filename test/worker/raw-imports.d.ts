// Vite's raw imports: deploy configuration read as text by captcha-and-deploy.test.ts.
declare module "*?raw" {
  const value: string;
  export default value;
}
