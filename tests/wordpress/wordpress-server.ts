// A real WordPress on 127.0.0.1 for the contract tests, from Debian's packages: a private MariaDB (its own data
// directory and socket in a temporary folder, started and stopped by process id), a copy of WordPress core from
// /usr/share/wordpress with its own wp-config.php, and PHP's built-in server with a small router
// (tests/wordpress/router.php). Installed without a browser (tests/wordpress/install.php); the site connector
// plugin (wordpress/site-connector.php) is dropped into wp-content/mu-plugins as an editor's admin would.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const HERE = path.dirname(new URL(import.meta.url).pathname);
const ROOT = path.resolve(HERE, "../..");
export const WORDPRESS_CORE = process.env.WORDPRESS_CORE ?? "/usr/share/wordpress";

export type WordPressOptions = {
  /** Port of PHP's server on 127.0.0.1. */
  port: number;
  /** The site WordPress tells about changes (SITE_FRONTEND_URL). */
  frontendUrl: string;
  /** SITE_REVALIDATE_SECRET in wp-config.php, REVALIDATE_SECRET of the site. */
  secret: string;
  /** Every instance of the site to tell of changes (SITE_REVALIDATE_URLS); unset: SITE_FRONTEND_URL alone. */
  revalidateUrls?: string[];
  log?: (line: string) => void;
};

export type RunningWordPress = {
  url: string;
  apiUrl: string;
  /** The administrator and an application password for the REST API (Basic authentication). */
  user: string;
  appPassword: string;
  /** The administrator's password, for logging in to wp-admin (scripts/docs/wordpress-screens.ts). */
  password: string;
  dir: string;
  stop(): Promise<void>;
};

function mariadbd(): string {
  return ["/usr/sbin/mariadbd", "/usr/sbin/mysqld"].find((candidate) => existsSync(candidate)) ?? "mariadbd";
}

async function waitFor(what: string, check: () => Promise<boolean>, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

/**
 * Ends a process started with `detached: true` and everything it forked (PHP's server workers), by its process
 * group, whose id is the pid we started.
 */
function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      /* already gone */
    }
  };
  return new Promise((resolve) => {
    const timer = setTimeout(() => signal("SIGKILL"), 15_000);
    child.once("exit", () => {
      clearTimeout(timer);
      // The workers of PHP's server may outlive their parent for a moment: end them too.
      signal("SIGKILL");
      resolve();
    });
    signal("SIGTERM");
  });
}

/** Starts MariaDB and WordPress; stop() ends both and removes every file they wrote. */
export async function startWordPress(options: WordPressOptions): Promise<RunningWordPress> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dir = await mkdtemp(path.join(tmpdir(), "site-wordpress-"));
  const dataDir = path.join(dir, "mysql");
  const socket = path.join(dir, "mysqld.sock");
  const docroot = path.join(dir, "wordpress");
  const url = `http://127.0.0.1:${options.port}`;
  const asRoot = process.getuid?.() === 0;
  let database: ChildProcess | undefined;
  let php: ChildProcess | undefined;
  const stop = async () => {
    await stopProcess(php);
    await stopProcess(database);
    await rm(dir, { recursive: true, force: true });
  };

  try {
    log(`WordPress: MariaDB in ${dataDir}`);
    await run("mariadb-install-db", [
      `--datadir=${dataDir}`,
      "--auth-root-authentication-method=normal",
      "--skip-test-db",
      ...(asRoot ? ["--user=root"] : []),
    ]);
    database = spawn(
      mariadbd(),
      [
        "--no-defaults",
        `--datadir=${dataDir}`,
        `--socket=${socket}`,
        `--pid-file=${path.join(dir, "mysqld.pid")}`,
        `--log-error=${path.join(dir, "mysqld.log")}`,
        "--skip-networking",
        "--innodb-buffer-pool-size=32M",
        ...(asRoot ? ["--user=root"] : []),
      ],
      { stdio: "ignore", detached: true },
    );
    const sql = (statement: string) =>
      run("mariadb", ["--no-defaults", `--socket=${socket}`, "-uroot", "-e", statement]);
    await waitFor("MariaDB", async () => (await sql("SELECT 1"), true), database).catch(async (error) => {
      log(await readFile(path.join(dir, "mysqld.log"), "utf8").catch(() => ""));
      throw error;
    });
    const dbPassword = randomBytes(12).toString("hex");
    await sql(
      `CREATE DATABASE wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci; CREATE USER 'wordpress'@'localhost' IDENTIFIED BY '${dbPassword}'; GRANT ALL ON wordpress.* TO 'wordpress'@'localhost';`,
    );

    log(`WordPress: core copied from ${WORDPRESS_CORE} to ${docroot}`);
    await cp(WORDPRESS_CORE, docroot, {
      recursive: true,
      dereference: true,
      filter: (source) => !/\/(wp-config\.php|\.htaccess)$/.test(source),
    });
    await mkdir(path.join(docroot, "wp-content/mu-plugins"), { recursive: true });
    await mkdir(path.join(docroot, "wp-content/uploads"), { recursive: true });
    await cp(
      path.join(ROOT, "wordpress/site-connector.php"),
      path.join(docroot, "wp-content/mu-plugins/site-connector.php"),
    );
    // Test-only stand-ins: SVG uploads for the project's covers, Yoast SEO's yoast_head_json.
    for (const plugin of ["test-uploads.php", "test-seo.php", "test-preview-link.php"])
      await cp(path.join(HERE, plugin), path.join(docroot, "wp-content/mu-plugins", plugin));
    const salt = () => randomBytes(32).toString("hex");
    const php_ = (value: string) => `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
    await writeFile(
      path.join(docroot, "wp-config.php"),
      [
        "<?php",
        "// Written by tests/wordpress/wordpress-server.ts for one test run.",
        `define('DB_NAME', 'wordpress');`,
        `define('DB_USER', 'wordpress');`,
        `define('DB_PASSWORD', ${php_(dbPassword)});`,
        `define('DB_HOST', ${php_(`localhost:${socket}`)});`,
        `define('DB_CHARSET', 'utf8mb4');`,
        `define('DB_COLLATE', '');`,
        ...[
          "AUTH_KEY",
          "SECURE_AUTH_KEY",
          "LOGGED_IN_KEY",
          "NONCE_KEY",
          "AUTH_SALT",
          "SECURE_AUTH_SALT",
          "LOGGED_IN_SALT",
          "NONCE_SALT",
        ].map((name) => `define('${name}', '${salt()}');`),
        `$table_prefix = 'wp_';`,
        `define('WP_HOME', ${php_(url)});`,
        `define('WP_SITEURL', ${php_(url)});`,
        // Application passwords over plain http are allowed only on a local environment.
        `define('WP_ENVIRONMENT_TYPE', 'local');`,
        `define('DISABLE_WP_CRON', true);`,
        `define('AUTOMATIC_UPDATER_DISABLED', true);`,
        `define('WP_HTTP_BLOCK_EXTERNAL', true);`,
        `define('WP_DEBUG', false);`,
        `define('SITE_FRONTEND_URL', ${php_(options.frontendUrl)});`,
        `define('SITE_REVALIDATE_SECRET', ${php_(options.secret)});`,
        ...(options.revalidateUrls
          ? [`define('SITE_REVALIDATE_URLS', ${php_(options.revalidateUrls.join(", "))});`]
          : []),
        `if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');`,
        `require_once ABSPATH . 'wp-settings.php';`,
        "",
      ].join("\n"),
    );

    log("WordPress: installing");
    const adminPassword = randomBytes(12).toString("hex");
    const installed = await run("php", [path.join(HERE, "install.php"), docroot, adminPassword], {
      env: { ...process.env, WP_TEST_URL: url },
    });
    const { user, appPassword } = JSON.parse(installed.stdout.trim().split("\n").pop()!) as {
      user: string;
      appPassword: string;
    };

    php = spawn("php", ["-S", `127.0.0.1:${options.port}`, "-t", docroot, path.join(HERE, "router.php")], {
      // Several requests at once, as a real web server would take them.
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: "4" },
      stdio: ["ignore", "ignore", "pipe"],
      detached: true,
    });
    let phpErrors = "";
    php.stderr!.on("data", (chunk: Buffer) => {
      phpErrors += chunk.toString();
      if (phpErrors.length > 100_000) phpErrors = phpErrors.slice(-50_000);
    });
    await waitFor(
      "PHP's server",
      async () => (await fetch(`${url}/wp-json/wp/v2/types/post`)).ok,
      php,
      30_000,
    ).catch((error) => {
      log(phpErrors);
      throw error;
    });
    log(`WordPress: listening on ${url}`);
    return { url, apiUrl: `${url}/wp-json/wp/v2`, user, appPassword, password: adminPassword, dir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
