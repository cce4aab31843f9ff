// A real SAML 2.0 identity provider for tests and for trying single sign-on by hand: Debian's
// SimpleSAMLphp 1.19, served by PHP's built-in web server from a fresh temporary folder (its own
// configuration, metadata, key, certificate, sessions and logs), so nothing in /etc is read or changed.
// Types: saml-idp.d.mts beside this file. How to use it and the node-saml options that match: README.md.
//
//   node scripts/saml-idp/saml-idp.mjs [--port 4510] [--sp <entityId>=<acsUrl>]...
//
// starts it with two demo users, prints its addresses and the users, and runs until Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** Where Debian's package puts SimpleSAMLphp; `www/` is its web root. */
const SIMPLESAMLPHP_DIR = '/usr/share/simplesamlphp';
const INSTALL_HINT =
  'apt-get install --no-install-recommends simplesamlphp php-cli php-xml (as root, after apt-get update)';
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const BASIC_NAME_FORMAT = 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const STARTUP_TIMEOUT_MS = 20_000;

/** Every identity provider still running, so that the process's exit stops them all. */
const running = new Set();
let exitHookInstalled = false;

function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // 'exit' allows only synchronous work: kill the process groups and delete the folders now.
  process.on('exit', () => {
    for (const idp of running) idp.killNow();
  });
}

/** @param {unknown} value a JSON value; @returns {string} a PHP expression that evaluates to it */
function phpValue(value) {
  // A single-quoted PHP string needs only its backslashes and quotes escaped; json_decode does the rest.
  const literal = JSON.stringify(value).replaceAll('\\', '\\\\').replaceAll("'", "\\'");
  return `json_decode('${literal}', true, 512, JSON_THROW_ON_ERROR)`;
}

/** Writes through a temporary name, so that a request running meanwhile never reads half a file. */
function writeAtomically(path, text) {
  const partial = `${path}.${randomBytes(4).toString('hex')}.partial`;
  writeFileSync(partial, text);
  renameSync(partial, path);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Fails early, with the install command, when PHP, its XML extension or SimpleSAMLphp is missing. */
function checkInstalled() {
  const php = spawnSync('php', ['-r', 'echo class_exists("DOMDocument") ? "dom" : "no-dom";'], {
    encoding: 'utf8',
  });
  if (php.error || php.status !== 0) {
    throw new Error(`PHP's command line (php) is not installed: ${INSTALL_HINT}`);
  }
  if (php.stdout.trim() !== 'dom') {
    // Debian's simplesamlphp package does not depend on php-xml, yet every SAML message needs DOM.
    throw new Error(`PHP's XML extension (DOMDocument) is missing: ${INSTALL_HINT}`);
  }
  if (!existsSync(join(SIMPLESAMLPHP_DIR, 'www', 'saml2', 'idp', 'SSOService.php'))) {
    throw new Error(`SimpleSAMLphp is not installed: ${INSTALL_HINT}`);
  }
}

/**
 * A fresh 2048-bit RSA key and a self-signed certificate, made by PHP's OpenSSL functions: the
 * openssl command is optional in Debian, PHP's extension comes with php-cli. The small OpenSSL
 * configuration file stands in for /usr/lib/ssl/openssl.cnf, which only the openssl package ships.
 */
function makeKeyAndCertificate(dir) {
  const opensslConf = join(dir, 'openssl.cnf');
  writeFileSync(
    opensslConf,
    '[ req ]\ndistinguished_name = dn\nprompt = no\n[ dn ]\nCN = ffl-test-idp\n',
  );
  const script = `
    $options = ['config' => getenv('FFL_OPENSSL_CONF'), 'private_key_bits' => 2048,
      'private_key_type' => OPENSSL_KEYTYPE_RSA, 'digest_alg' => 'sha256'];
    $key = openssl_pkey_new($options);
    if ($key === false) { fwrite(STDERR, openssl_error_string()); exit(1); }
    $csr = openssl_csr_new(['commonName' => 'ffl-test-idp'], $key, $options);
    if ($csr === false) { fwrite(STDERR, openssl_error_string()); exit(1); }
    $cert = openssl_csr_sign($csr, null, $key, 3650, $options, random_int(1, PHP_INT_MAX));
    if ($cert === false) { fwrite(STDERR, openssl_error_string()); exit(1); }
    openssl_x509_export($cert, $certPem);
    openssl_pkey_export($key, $keyPem, null, $options);
    echo json_encode(['certificate' => $certPem, 'key' => $keyPem]);`;
  const result = spawnSync('php', ['-r', script], {
    encoding: 'utf8',
    env: { ...process.env, FFL_OPENSSL_CONF: opensslConf, OPENSSL_CONF: opensslConf },
  });
  if (result.status !== 0) {
    throw new Error(`Could not make the IdP's key and certificate with PHP: ${result.stderr}`);
  }
  const made = JSON.parse(result.stdout);
  const keyPath = join(dir, 'cert', 'idp.key');
  const certificatePath = join(dir, 'cert', 'idp.crt');
  writeFileSync(keyPath, made.key, { mode: 0o600 });
  writeFileSync(certificatePath, made.certificate);
  return { keyPath, certificatePath, certificatePem: made.certificate };
}

function checkUsers(users) {
  const names = new Set();
  for (const user of users) {
    // exampleauth:UserPass keys its users by "name:password": a colon in the name would split wrongly.
    if (!user.username || user.username.includes(':')) {
      throw new Error(
        `A SAML test user's name must be non-empty and without ":" (${user.username})`,
      );
    }
    if (names.has(user.username)) throw new Error(`Two SAML test users are named ${user.username}`);
    names.add(user.username);
  }
}

function configPhp({ dir, baseUrl }) {
  const config = {
    baseurlpath: `${baseUrl}/`,
    certdir: join(dir, 'cert'),
    loggingdir: join(dir, 'log'),
    datadir: join(dir, 'data'),
    tempdir: join(dir, 'tmp'),
    metadatadir: join(dir, 'metadata'),
    secretsalt: randomBytes(24).toString('hex'),
    'auth.adminpassword': randomBytes(18).toString('base64url'),
    'admin.protectindexpage': false,
    'admin.protectmetadata': false,
    // No network here: the admin pages must not look for new versions.
    'admin.checkforupdates': false,
    technicalcontact_name: 'Fantasy Fraud League tests',
    technicalcontact_email: 'tests@example.org',
    timezone: 'UTC',
    'logging.handler': 'file',
    'logging.logfile': 'simplesamlphp.log',
    'enable.saml20-idp': true,
    'enable.shib13-idp': false,
    'enable.adfs-idp': false,
    // Debian ships exampleauth disabled (its default-disable file); the configuration enables it
    // without touching /usr/share.
    'module.enable': { exampleauth: true, core: true, saml: true, admin: true },
    'store.type': 'phpsession',
    'session.phpsession.savepath': join(dir, 'sessions'),
    // Plain http on 127.0.0.1: a Secure cookie would never come back from a browser. The path keeps
    // the IdP's cookies away from a service provider on the same host (cookies ignore the port).
    'session.cookie.secure': false,
    'session.cookie.samesite': 'Lax',
    'session.cookie.path': '/simplesaml/',
    'session.cookie.name': 'FflIdpSessionID',
    'session.phpsession.cookiename': 'FflIdpPhpSession',
    'session.authtoken.cookiename': 'FflIdpAuthToken',
    'language.cookie.secure': false,
    'language.cookie.path': '/simplesaml/',
    'language.cookie.samesite': 'Lax',
    showerrors: true,
    errorreporting: false,
    'metadata.sources': [{ type: 'flatfile' }],
  };
  return `<?php\n$config = ${phpValue(config)};\n$config['logging.level'] = SimpleSAML\\Logger::INFO;\n`;
}

function authsourcesPhp(users) {
  /** @type {Record<string, Record<string, string[]>>} */
  const byNameAndPassword = {};
  for (const user of users) {
    byNameAndPassword[`${user.username}:${user.password}`] = {
      email: [user.email],
      displayName: [user.name],
      groups: [...user.groups],
      ...(user.department ? { department: [user.department] } : {}),
    };
  }
  return `<?php\n$config = [\n  'admin' => ['core:AdminPassword'],\n  'ffl-users' => array_merge(['exampleauth:UserPass'], ${phpValue(byNameAndPassword)}),\n];\n`;
}

/** What every service provider and the IdP agree on: signed Response and Assertion, e-mail NameID. */
const SIGNING_AND_NAMEID = {
  'saml20.sign.response': true,
  'saml20.sign.assertion': true,
  'signature.algorithm': RSA_SHA256,
  NameIDFormat: EMAIL_FORMAT,
  'simplesaml.nameidattribute': 'email',
  'attributes.NameFormat': BASIC_NAME_FORMAT,
  'assertion.encryption': false,
  'nameid.encryption': false,
};

function idpHostedPhp({ entityId, keyPath, certificatePath }) {
  const metadata = {
    host: '__DEFAULT__',
    privatekey: keyPath,
    certificate: certificatePath,
    auth: 'ffl-users',
    ...SIGNING_AND_NAMEID,
  };
  return `<?php\n$metadata[${phpValue(entityId)}] = ${phpValue(metadata)};\n`;
}

function spRemotePhp(serviceProviders) {
  /** @type {Record<string, unknown>} */
  const metadata = {};
  for (const sp of serviceProviders) {
    metadata[sp.entityId] = {
      AssertionConsumerService: [
        {
          Binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST',
          Location: sp.acsUrl,
          index: 0,
        },
      ],
      ...SIGNING_AND_NAMEID,
    };
  }
  return `<?php\n$metadata = ${phpValue(metadata)};\n`;
}

function tail(path, chars = 3000) {
  try {
    const text = readFileSync(path, 'utf8');
    return text.length > chars ? `…${text.slice(-chars)}` : text;
  } catch {
    return '';
  }
}

/**
 * Starts PHP's web server under a small shell that stops it when our side of its standard input
 * closes: when this process dies in any way, even by SIGKILL, the server does not outlive it.
 */
function spawnPhpServer({ dir, port, docroot }) {
  const watchdog = [
    'exec 3<&0',
    'php -S "127.0.0.1:$1" -t "$2" </dev/null &',
    'php_pid=$!',
    '{ read -r _ <&3 || :; kill "$php_pid" 2>/dev/null; } &',
    'wait "$php_pid"',
  ].join('\n');
  const logFd = openSync(join(dir, 'log', 'php-server.log'), 'a');
  const child = spawn('/bin/sh', ['-c', watchdog, 'saml-idp', String(port), docroot], {
    // Its own process group, so that stop() ends the shell, PHP and the watcher together.
    detached: true,
    stdio: ['pipe', logFd, logFd],
    env: { ...process.env, SIMPLESAMLPHP_CONFIG_DIR: join(dir, 'config') },
  });
  closeSync(logFd);
  // A forgotten IdP must not keep a test process alive: the exit hook and the watchdog end it.
  child.unref();
  child.stdin?.on('error', () => {});
  // Nor the pipe to the watchdog (a socket): it stays open, unread, until this process ends.
  child.stdin?.unref?.();
  return child;
}

function htmlDecode(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|#039);/gi, (_, entity) => {
    const name = entity.toLowerCase();
    if (name === 'amp') return '&';
    if (name === 'lt') return '<';
    if (name === 'gt') return '>';
    if (name === 'quot') return '"';
    if (name === 'apos' || name === '#039') return "'";
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
  });
}

/** An address for an error message: a SAMLRequest or AuthState in full would drown the message. */
function shortUrl(url) {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}${parsed.search ? '?…' : ''}`;
}

/** A page's words, without its markup, on one line. */
function pageText(html) {
  return htmlDecode(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' '),
  ).trim();
}

/**
 * What a SimpleSAMLphp page says went wrong: its first heading and the words after it (the login
 * form's "Incorrect username or password", an error page's title and description), and the cause
 * an error page shows in its debug block.
 */
function pageProblem(html) {
  const heading = html.match(
    /<h2[^>]*>([\s\S]*?)<\/h2>([\s\S]*?)(?=<h2|<div class="trackidtext"|<form|$)/i,
  );
  const cause = html.match(/Caused by: ([^\n<]*)/);
  const parts = [];
  // SimpleSAMLphp escapes some messages twice (&amp;#039;): decode the words once more.
  if (heading) parts.push(htmlDecode(pageText(`${heading[1]}: ${heading[2]}`)).slice(0, 300));
  if (cause) parts.push(`Caused by: ${htmlDecode(htmlDecode(cause[1])).trim()}`);
  if (parts.length === 0) parts.push(pageText(html).slice(0, 400));
  return parts.join(' — ');
}

/** @returns {Record<string, string>} the attributes of one HTML tag's text */
function tagAttributes(tagText) {
  /** @type {Record<string, string>} */
  const attributes = {};
  for (const match of tagText.matchAll(
    /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
  )) {
    const name = match[1];
    if (!name) continue;
    attributes[name.toLowerCase()] = htmlDecode(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/**
 * The forms of a page SimpleSAMLphp wrote (its login form, its auto-submitting POST form): action,
 * method and named inputs. These two templates are simple and ours to pin (Debian's 1.19), so a few
 * patterns read them; nothing here parses a SAML message, which stays node-saml's work.
 */
function readForms(html, pageUrl) {
  const forms = [];
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const attributes = tagAttributes(match[1] ?? '');
    /** @type {Record<string, string>} */
    const fields = {};
    for (const input of (match[2] ?? '').matchAll(/<input\b([^>]*)>/gi)) {
      const inputAttributes = tagAttributes(input[1] ?? '');
      if (inputAttributes.name) fields[inputAttributes.name] = inputAttributes.value ?? '';
    }
    forms.push({
      action: new URL(attributes.action ?? '', pageUrl).toString(),
      method: (attributes.method ?? 'get').toLowerCase(),
      fields,
    });
  }
  return forms;
}

/** A browser's worth of fetch: cookies kept per origin, redirects followed by hand to see them. */
function makeBrowser() {
  /** @type {Map<string, Map<string, string>>} */
  const jar = new Map();

  async function request(url, init = {}) {
    let currentUrl = url;
    let currentInit = init;
    for (let hop = 0; hop < 15; hop += 1) {
      const origin = new URL(currentUrl).origin;
      const cookies = jar.get(origin) ?? new Map();
      const headers = new Headers(currentInit.headers);
      if (cookies.size > 0) {
        headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
      }
      const response = await fetch(currentUrl, { ...currentInit, headers, redirect: 'manual' });
      for (const setCookie of response.headers.getSetCookie()) {
        const [pair = ''] = setCookie.split(';');
        const equals = pair.indexOf('=');
        if (equals <= 0) continue;
        const name = pair.slice(0, equals).trim();
        const value = pair.slice(equals + 1).trim();
        if (/max-age=0\b|expires=thu, 01[- ]jan[- ]1970/i.test(setCookie) || value === 'deleted') {
          cookies.delete(name);
        } else {
          cookies.set(name, value);
        }
      }
      jar.set(origin, cookies);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        currentUrl = new URL(location, currentUrl).toString();
        currentInit = {};
        continue;
      }
      return { url: currentUrl, status: response.status, html: await response.text() };
    }
    throw new Error(`Too many redirects from ${url}`);
  }

  return { request };
}

/**
 * @param {{ port?: number; users: import('./saml-idp.d.mts').SamlIdpUser[];
 *   serviceProviders: import('./saml-idp.d.mts').SamlServiceProvider[] }} options
 * @returns {Promise<import('./saml-idp.d.mts').SamlIdp>}
 */
export async function startSamlIdp(options) {
  checkInstalled();
  checkUsers(options.users);
  const requestedPort = options.port ?? 0;
  // A free port picked here can be taken by someone else before PHP binds it: then try another.
  const attempts = requestedPort === 0 ? 3 : 1;
  let lastError;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const port = requestedPort === 0 ? await freePort() : requestedPort;
    try {
      return await startOnPort(port, options);
    } catch (error) {
      lastError = error;
      if (!(error instanceof Error && /Address already in use/i.test(error.message))) throw error;
    }
  }
  throw lastError;
}

async function startOnPort(port, options) {
  const dir = mkdtempSync(join(tmpdir(), 'ffl-saml-idp-'));
  for (const sub of ['config', 'metadata', 'cert', 'log', 'data', 'tmp', 'sessions', 'docroot']) {
    mkdirSync(join(dir, sub));
  }
  const baseUrl = `http://127.0.0.1:${port}/simplesaml`;
  const metadataUrl = `${baseUrl}/saml2/idp/metadata.php`;
  const entityId = metadataUrl;
  /** @type {import('./saml-idp.d.mts').SamlServiceProvider[]} */
  let serviceProviders = [];
  let child;
  let certificatePem = '';
  let stopped = false;

  const killNow = () => {
    // The whole group, even when the shell has exited: the watcher may still be waiting.
    if (child?.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    rmSync(dir, { recursive: true, force: true });
    running.delete(handle);
  };
  const handle = { killNow };

  const writeServiceProviders = () =>
    writeAtomically(join(dir, 'metadata', 'saml20-sp-remote.php'), spRemotePhp(serviceProviders));

  try {
    const made = makeKeyAndCertificate(dir);
    const { keyPath, certificatePath } = made;
    certificatePem = made.certificatePem;
    writeFileSync(join(dir, 'config', 'config.php'), configPhp({ dir, baseUrl }));
    writeFileSync(join(dir, 'config', 'authsources.php'), authsourcesPhp(options.users));
    writeFileSync(
      join(dir, 'metadata', 'saml20-idp-hosted.php'),
      idpHostedPhp({ entityId, keyPath, certificatePath }),
    );
    for (const sp of options.serviceProviders) {
      serviceProviders = [...serviceProviders.filter((s) => s.entityId !== sp.entityId), sp];
    }
    writeServiceProviders();
    // PHP's server maps /simplesaml/module.php/core/… onto docroot/simplesaml/module.php with the
    // rest as PATH_INFO, so a link to SimpleSAMLphp's web root is all the routing it needs.
    symlinkSync(join(SIMPLESAMLPHP_DIR, 'www'), join(dir, 'docroot', 'simplesaml'));

    installExitHook();
    running.add(handle);
    child = spawnPhpServer({ dir, port, docroot: join(dir, 'docroot') });
    await waitForMetadata({ child, dir, metadataUrl });
  } catch (error) {
    killNow();
    throw error;
  }

  return {
    baseUrl,
    entityId,
    metadataUrl,
    ssoUrl: `${baseUrl}/saml2/idp/SSOService.php`,
    certificatePem,
    async addServiceProvider(sp) {
      serviceProviders = [...serviceProviders.filter((s) => s.entityId !== sp.entityId), sp];
      writeServiceProviders();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      const exited =
        child.exitCode !== null || child.signalCode !== null
          ? Promise.resolve()
          : new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }, 3000);
      await exited;
      clearTimeout(timer);
      killNow();
    },
  };
}

async function waitForMetadata({ child, dir, metadataUrl }) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let exitedWith;
  child.once('exit', (code, signal) => {
    exitedWith = signal ?? code;
  });
  let lastProblem = 'no answer';
  while (Date.now() < deadline) {
    if (exitedWith !== undefined) {
      throw new Error(
        `PHP's web server for SimpleSAMLphp stopped at start (exit ${exitedWith}):\n${tail(join(dir, 'log', 'php-server.log'))}`,
      );
    }
    try {
      // Bounded: something else on the port may accept and never answer.
      const response = await fetch(metadataUrl, { signal: AbortSignal.timeout(2000) });
      const body = await response.text();
      // SimpleSAMLphp answers its error pages with 200 too: only real metadata means ready.
      if (response.ok && body.includes('IDPSSODescriptor')) return;
      lastProblem = `HTTP ${response.status}: ${pageProblem(body)}`;
      if (body.includes('<html')) break;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `SimpleSAMLphp did not serve its metadata at ${metadataUrl} (${lastProblem}). ` +
      `If it is not installed: ${INSTALL_HINT}\n` +
      `PHP's server log:\n${tail(join(dir, 'log', 'php-server.log'))}\n` +
      `SimpleSAMLphp's log:\n${tail(join(dir, 'log', 'simplesamlphp.log'))}`,
  );
}

/**
 * @param {import('./saml-idp.d.mts').SamlIdp} idp
 * @param {string} redirectUrl
 * @param {{ username: string; password: string }} user
 */
export async function signInAtIdp(idp, redirectUrl, user) {
  const browser = makeBrowser();
  const loginPage = await browser.request(redirectUrl);
  const loginForm = readForms(loginPage.html, loginPage.url).find(
    (form) => 'password' in form.fields && 'AuthState' in form.fields,
  );
  if (!loginForm) {
    throw new Error(
      `The identity provider at ${idp.baseUrl} showed no login form for ${shortUrl(redirectUrl)} ` +
        `(HTTP ${loginPage.status} at ${shortUrl(loginPage.url)}): ${pageProblem(loginPage.html)}`,
    );
  }
  const body = new URLSearchParams({
    ...loginForm.fields,
    username: user.username,
    password: user.password,
  });
  const afterLogin = await browser.request(loginForm.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
  const postForm = readForms(afterLogin.html, afterLogin.url).find(
    (form) => form.method === 'post' && 'SAMLResponse' in form.fields,
  );
  if (!postForm) {
    const refused = readForms(afterLogin.html, afterLogin.url).some(
      (form) => 'password' in form.fields,
    );
    throw new Error(
      refused
        ? `The identity provider refused the sign-in of "${user.username}": ${pageProblem(afterLogin.html)}`
        : `The identity provider sent no SAML response after the sign-in of "${user.username}" ` +
            `(HTTP ${afterLogin.status} at ${shortUrl(afterLogin.url)}): ${pageProblem(afterLogin.html)}`,
    );
  }
  return {
    acsUrl: postForm.action,
    samlResponse: postForm.fields.SAMLResponse ?? '',
    relayState: postForm.fields.RelayState,
  };
}

/** Two people to sign in as by hand, one per kind of group an organisation would send. */
const DEMO_USERS = [
  {
    username: 'teacher',
    password: 'teacher-pass',
    email: 'teacher@example.org',
    name: 'Terry Teacher',
    groups: ['staff', 'teachers'],
    department: 'Computing',
  },
  {
    username: 'student',
    password: 'student-pass',
    email: 'student@example.org',
    name: 'Sam Student',
    groups: ['students', 'year-10'],
  },
];

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4510' },
      sp: { type: 'string', multiple: true, default: [] },
    },
  });
  const serviceProviders = (values.sp ?? []).map((text) => {
    const equals = text.indexOf('=');
    if (equals <= 0) throw new Error(`--sp wants <entityId>=<acsUrl>, got ${text}`);
    return { entityId: text.slice(0, equals), acsUrl: text.slice(equals + 1) };
  });
  const started = Date.now();
  const idp = await startSamlIdp({
    port: Number(values.port),
    users: DEMO_USERS,
    serviceProviders,
  });
  console.log(`SimpleSAMLphp identity provider ready in ${Date.now() - started} ms`);
  console.log(`  entity id:     ${idp.entityId}`);
  console.log(`  metadata:      ${idp.metadataUrl}`);
  console.log(`  SSO (Redirect): ${idp.ssoUrl}`);
  console.log('  service providers:');
  for (const sp of serviceProviders) console.log(`    ${sp.entityId} -> ${sp.acsUrl}`);
  if (serviceProviders.length === 0) console.log('    none (add --sp <entityId>=<acsUrl>)');
  console.log('  users (name / password):');
  for (const user of DEMO_USERS) {
    console.log(
      `    ${user.username} / ${user.password}  ${user.email}  groups ${user.groups.join(', ')}`,
    );
  }
  console.log('Ctrl-C stops it.');
  const stop = async () => {
    await idp.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // The IdP's child is unref'd for tests; here the process must stay up until Ctrl-C.
  setInterval(() => {}, 1 << 30);
}

const invokedAs = process.argv[1] ? realpathSync(process.argv[1]) : '';
if (invokedAs === realpathSync(fileURLToPath(import.meta.url))) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
