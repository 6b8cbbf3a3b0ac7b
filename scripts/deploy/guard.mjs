// wrangler.toml's [env.production.build] command: runs before wrangler bundles the production Worker.
// Aliases cannot be set per environment, so a plain `wrangler deploy --env production` would bundle the
// offline engine (espeak-ng, GPL-3.0) and skip the checks; it is refused here. `npm run deploy` (and
// `deploy:check`'s dry run) set the variable after their checks and pass the production alias themselves.
if (process.env.FABULO_DEPLOY_SCRIPT !== "1") {
  console.error(
    "Refused: deploy production with `npm run deploy` (it checks the configuration, secrets and bundle, and leaves the offline narrator out).",
  );
  process.exit(1);
}
