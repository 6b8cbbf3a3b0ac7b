// `npm run admin:grant -- <email>`: gives the admin role to a local account.
// Works on the local D1 state that `npm start` / `npm run dev` use.
import { spawn } from "node:child_process";
import { stateDir, toolEnv } from "./local-env.mjs";

/** A SQL string literal: single quotes doubled, so the address cannot end the literal. */
export function sqlString(value) {
  return `'${String(value).replaceAll("'", "''")}'`;
}

function capture(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: toolEnv, stdio: ["ignore", "pipe", "inherit"] });
    let stdout = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

const email = process.argv[2]?.trim().toLowerCase();
if (!email || !email.includes("@")) {
  console.error("Usage: npm run admin:grant -- <email>");
  process.exit(2);
}

// RETURNING, because local wrangler reports no change count for the statement.
const command = `UPDATE users SET role = 'admin' WHERE email = ${sqlString(email)} RETURNING id`;
try {
  const output = await capture("npx", [
    "wrangler",
    "d1",
    "execute",
    "DB",
    "--local",
    "--persist-to",
    stateDir,
    "--json",
    "--command",
    command,
  ]);
  // Wrangler prints one result per statement: [{ results, success, meta }].
  const json = output.slice(output.indexOf("["));
  const changes = JSON.parse(json).reduce((sum, result) => sum + (result.results?.length ?? 0), 0);
  if (changes > 0) {
    console.log(`${email} is now an admin.`);
  } else {
    console.error(`No account with the address ${email}: nothing changed.`);
    process.exit(1);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
