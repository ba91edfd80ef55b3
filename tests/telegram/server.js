// Starts telegram-test-api 4.2.1 on a loopback port with the gaps that
// stop teloxide 0.17 patched from the outside (node_modules is never
// edited): an outer express app answers the patched Bot API methods and
// hands everything else to the emulator's own routes.
//
// Usage: node server.js <port>. Prints "listening <port>" once ready.
// One emulator may serve many tests at once: everything below is kept per
// bot token (a test's world), and each test route reads and sets the world
// of the token in its body's `botToken`.
// Test-only routes: POST /test/admins {chat_id, user_ids} sets a group's
// admins; POST /test/answers returns every answerCallbackQuery (text, url,
// show_alert); POST /test/sent returns every sendMessage in order (to
// count duplicates); POST /test/messages returns the bot's messages as
// they are now (edits applied) with their buttons; POST /test/fail
// {method, count, status} answers the next `count` calls of a method with
// 429, or with a 500 Internal Server Error when status is 500, or drops
// the connection before acting when status is "drop", or never answers
// (holds the request open) when status is "stall" (only 429s are
// counted as refused); POST /test/fail-left returns how many of those
// failures each method has still to answer ({method: count});
// POST /test/refused returns how many 429s were answered.
// POST /test/limits {on} enforces Telegram's limits by the time each send
// arrives (30 a second in all, 1 a second per private chat, 20 a minute
// per group), answering 429 beyond them (counted in /test/refused).
// POST /test/faults {rate, seed, hold_ms} makes that share of sends fail:
// a 500, a request held then dropped (a timeout), or a connection dropped
// before or after the message was made; POST /test/faulted counts them.
// POST /test/commands returns every setMyCommands call ({scope,
// language_code ('' for the default), commands}).
// Pictures: sendPhoto takes a multipart upload (the photo as a file part,
// chat_id and caption as fields; or the field photo = "attach://NAME" and
// the file as the part NAME, as the Bot API allows) and counts as a send for the limits,
// faults and blocks above; POST /test/photos returns every photo received
// in order ({chat_id, message_id, caption, filename, content_type,
// width, height, bytes: base64, at}), so a test can decode the PNG.
// Hostile input: POST /test/inject {raw} queues an update whose body after
// `"update_id":N,` is the raw text given, sent as is even when it is not
// valid JSON (answers its update_id); POST /test/served returns how many
// times each injected update was handed out ({id: times}); POST /test/hold
// {on} holds getUpdates answers back while on, so updates queued
// meanwhile come in one batch.
// Webhooks, as Telegram delivers them (the package's own delivery sends
// its unpatched update shape, no secret header, and crashes the emulator
// on a refusal, so setWebhook never reaches it): after setWebhook {url,
// secret_token, allowed_updates} each user update is POSTed to the URL as
// getUpdates would give it, in order, one at a time, with the secret in
// X-Telegram-Bot-Api-Secret-Token; an answer other than 2xx (or none
// within 10 s) keeps it queued and it is sent again a second later, as
// Telegram re-sends. While a webhook is set getUpdates is refused with
// 409, as on Telegram. setWebhook with an empty url or deleteWebhook ends
// it. POST /test/webhook returns {url, secret_token, allowed_updates,
// set_calls, delivered, failed: [{update_id, status}], polled, get_updates}
// (polled: getUpdates calls refused while the webhook was set; get_updates:
// every getUpdates call).
'use strict';
const express = require('express');
const { TelegramServer } = require('telegram-test-api/lib/telegramServer');

const port = Number(process.argv[2] || 9000);
const server = new TelegramServer({ port, host: '127.0.0.1', storeTimeout: 3600 });
const BOT = { id: 666, is_bot: true, first_name: 'Narrator', username: 'TestNameBot' };
const SENDS = new Set(['sendmessage', 'editmessagetext', 'editmessagereplymarkup', 'sendphoto']);
const webhooks = new Map(); // bot token -> {url, secret, allowed, busy, retryAt}
// Everything a test sets or reads, kept per bot token: one emulator serves
// every test of a run at once, each test with a token of its own.
const worlds = new Map();
function world(token) {
  const key = String(token || '');
  let w = worlds.get(key);
  if (!w) {
    w = {
      admins: new Map(), // chat id -> Set of user ids
      answers: [],
      sent: [],
      failures: new Map(), // lower-case method -> {left, status}: failures to answer still
      refused: 0, // 429s answered so far
      commands: [], // setMyCommands calls
      served: new Map(), // injected update id -> times handed out
      held: false,
      limits: false, // enforce Telegram's limits by arrival
      arrivals: { all: [], chats: new Map() }, // ms of accepted sends
      faults: null, // { rate, state, hold_ms }
      faulted: { server_errors: 0, timeouts: 0, dropped_before: 0, dropped_after: 0 },
      photos: [], // every sendPhoto received
      blocked: new Set(), // private chats whose user blocked the bot
      hookStats: { set_calls: 0, delivered: 0, failed: [], polled: 0, get_updates: 0 },
    };
    worlds.set(key, w);
  }
  return w;
}

const secs = (t) => (t > 1e11 ? Math.floor(t / 1000) : t);
const chatOf = (id) => (Number(id) < 0
  ? { id: Number(id), type: 'group', title: `group ${id}` }
  : { id: Number(id), type: 'private', first_name: `user ${id}` });

// A bot message as the Bot API returns it (seconds, the real chat type).
function botMessage(stored) {
  const m = stored.message;
  const out = {
    message_id: stored.messageId,
    date: secs(stored.time),
    chat: chatOf(m.chat_id),
    from: BOT,
    text: m.text || '',
  };
  if (m.photo) {
    // A photo message has sizes and a caption, no text.
    delete out.text;
    out.photo = m.photo;
    if (m.caption) out.caption = m.caption;
  }
  if (m.reply_markup && m.reply_markup.inline_keyboard) out.reply_markup = m.reply_markup;
  return out;
}

function findBot(token, chatId, messageId) {
  return server.storage.botMessages.find((u) => u.botToken === token
    && String(u.messageId) === String(messageId)
    && String(u.message.chat_id) === String(chatId));
}

function formatUpdate(u) {
  const f = TelegramServer.formatUpdate(u);
  if (f.message) {
    f.message.date = secs(f.message.date || u.time);
  }
  if (f.callback_query) {
    const cq = f.callback_query;
    cq.chat_instance = String(cq.message && cq.message.chat ? cq.message.chat.id : 0);
    const m = cq.message || {};
    const stored = m.chat ? findBot(u.botToken, m.chat.id, m.message_id) : undefined;
    cq.message = stored ? botMessage(stored) : {
      message_id: m.message_id || 0,
      date: secs(m.date || u.time),
      chat: chatOf(m.chat ? m.chat.id : cq.from.id),
      text: m.text || '',
    };
  }
  return f;
}

const app = express();
app.use(express.json());
app.use(express.urlencoded({ extended: true }));
// Multipart bodies (uploads): fields become req.body, files req.files.
app.use(express.raw({ type: 'multipart/form-data', limit: '50mb' }));
app.use((req, res, next) => {
  if (!Buffer.isBuffer(req.body) || !req.is('multipart/form-data')) { next(); return; }
  const parsed = parseMultipart(req.headers['content-type'], req.body);
  if (!parsed) {
    res.status(400).json({ ok: false, error_code: 400, description: 'Bad Request: unreadable multipart body' });
    return;
  }
  req.body = parsed.fields;
  req.files = parsed.files;
  next();
});

// A small multipart/form-data reader: parts split on the boundary, each
// with its headers; a part with a filename is a file (bytes kept as is).
function parseMultipart(contentType, body) {
  const m = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType || '');
  if (!m) return null;
  const delimiter = Buffer.from(`--${m[1] || m[2]}`);
  const fields = {};
  const files = {};
  let at = body.indexOf(delimiter);
  if (at < 0) return null;
  for (;;) {
    let start = at + delimiter.length;
    if (body.slice(start, start + 2).toString() === '--') break;
    start += 2; // CRLF after the delimiter
    const next = body.indexOf(delimiter, start);
    if (next < 0) return null;
    const part = body.slice(start, next - 2); // CRLF before the next delimiter
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) return null;
    const headers = part.slice(0, split).toString('utf8');
    const content = part.slice(split + 4);
    const name = /name="([^"]*)"/i.exec(headers);
    const filename = /filename="([^"]*)"/i.exec(headers);
    const type = /content-type:\s*([^\r\n;]+)/i.exec(headers);
    if (name && filename) {
      files[name[1]] = { filename: filename[1], content_type: type ? type[1].trim() : '', data: Buffer.from(content) };
    } else if (name) {
      fields[name[1]] = content.toString('utf8');
    }
    at = next;
  }
  return { fields, files };
}

// A PNG's width and height from its header; zeros for anything else.
function pngSize(data) {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (data.length < 24 || !data.slice(0, 8).equals(signature)) return { width: 0, height: 0 };
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}
// EMU_LOG=1 prints every request, for debugging a test.
if (process.env.EMU_LOG) {
  app.use((req, _res, next) => { console.error(req.method, req.path, JSON.stringify(req.body)); next(); });
}
const ok = (res, result) => res.json({ ok: true, result });
const route = (name, fn) => app.all(`/bot:token/${name}`, fn);

route('getMe', (_req, res) => ok(res, { ...BOT, can_join_groups: true, can_read_all_group_messages: false, supports_inline_queries: false, has_main_web_app: false }));
const pendingFor = (token) => server.storage.userMessages
  .filter((u) => u.botToken === token)
  .sort((a, b) => a.updateId - b.updateId);
route('getWebhookInfo', (req, res) => {
  const hook = webhooks.get(req.params.token);
  ok(res, {
    url: hook ? hook.url : '',
    has_custom_certificate: false,
    pending_update_count: hook ? pendingFor(req.params.token).length : 0,
  });
});
route('deleteWebhook', (req, res) => { webhooks.delete(req.params.token); ok(res, true); });
route('setWebhook', (req, res) => {
  const body = { ...req.query, ...req.body };
  const url = String(body.url || '');
  world(req.params.token).hookStats.set_calls += 1;
  if (!url) { webhooks.delete(req.params.token); ok(res, true); return; }
  const secret = body.secret_token === undefined ? '' : String(body.secret_token);
  if (secret && !/^[A-Za-z0-9_-]{1,256}$/.test(secret)) {
    res.status(400).json({ ok: false, error_code: 400, description: 'Bad Request: secret token contains unallowed characters' });
    return;
  }
  const allowed = typeof body.allowed_updates === 'string' ? JSON.parse(body.allowed_updates) : body.allowed_updates;
  webhooks.set(req.params.token, { url, secret, allowed: allowed || null, busy: false, retryAt: 0 });
  ok(res, true);
});
// One delivery at a time per bot, oldest update first.
function pump() {
  for (const [token, hook] of webhooks) {
    if (hook.busy || Date.now() < hook.retryAt) continue;
    const next = pendingFor(token)[0];
    if (!next) continue;
    hook.busy = true;
    let body;
    if (next.raw === undefined) {
      body = JSON.stringify(formatUpdate(next));
    } else {
      const { served } = world(token);
      served.set(next.updateId, (served.get(next.updateId) || 0) + 1);
      body = `{"update_id":${next.updateId},${next.raw}}`;
    }
    const headers = { 'content-type': 'application/json' };
    if (hook.secret) headers['x-telegram-bot-api-secret-token'] = hook.secret;
    fetch(hook.url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10000) })
      .then((r) => r.status, () => 0)
      .then((status) => {
        hook.busy = false;
        if (status >= 200 && status < 300) {
          server.storage.userMessages = server.storage.userMessages.filter((u) => u !== next);
          world(token).hookStats.delivered += 1;
        } else {
          world(token).hookStats.failed.push({ update_id: next.updateId, status });
          hook.retryAt = Date.now() + 1000;
        }
        pump();
      });
  }
}
setInterval(pump, 5);
route('setMyCommands', (req, res) => {
  const parse = (v) => (typeof v === 'string' ? JSON.parse(v) : v);
  world(req.params.token).commands.push({
    scope: parse(req.body.scope) || { type: 'default' },
    language_code: req.body.language_code || '',
    commands: parse(req.body.commands) || [],
  });
  ok(res, true);
});
route('deleteMessage', (req, res) => { server.deleteMessage(Number(req.body.chat_id), Number(req.body.message_id)); ok(res, true); });
// A method told to fail answers 429 with retry_after, as Telegram does.
app.all('/bot:token/:method', (req, res, next) => {
  // teloxide writes method names capitalised (SendMessage).
  const method = req.params.method.toLowerCase();
  const w = world(req.params.token);
  const failure = w.failures.get(method);
  if (!failure || failure.left <= 0) { next(); return; }
  failure.left -= 1;
  if (failure.status === 'drop') {
    req.socket.destroy();
    return;
  }
  if (failure.status === 'stall') {
    return;
  }
  if (failure.status === 500) {
    res.status(500).json({ ok: false, error_code: 500, description: 'Internal Server Error' });
    return;
  }
  w.refused += 1;
  res.status(429).json({ ok: false, error_code: 429, description: 'Too Many Requests: retry after 1', parameters: { retry_after: 1 } });
});
// A user who blocked the bot: Telegram refuses for good.
app.all('/bot:token/:method', (req, res, next) => {
  if (!SENDS.has(req.params.method.toLowerCase()) || !world(req.params.token).blocked.has(String(req.body.chat_id))) { next(); return; }
  res.status(403).json({ ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' });
});
// Telegram's limits, by arrival, when switched on.
app.all('/bot:token/:method', (req, res, next) => {
  const method = req.params.method.toLowerCase();
  const w = world(req.params.token);
  const { arrivals } = w;
  if (!w.limits || !SENDS.has(method)) { next(); return; }
  const now = Date.now();
  const chat = String(req.body.chat_id);
  const group = Number(req.body.chat_id) < 0;
  const mine = arrivals.chats.get(chat) || [];
  const within = (list, ms) => list.filter((t) => now - t < ms).length;
  const over = within(arrivals.all, 1000) >= 30
    || (group ? within(mine, 60000) >= 20 : within(mine, 1000) >= 1);
  if (over) {
    w.refused += 1;
    res.status(429).json({ ok: false, error_code: 429, description: 'Too Many Requests: retry after 1', parameters: { retry_after: 1 } });
    return;
  }
  arrivals.all = arrivals.all.filter((t) => now - t < 1000);
  arrivals.all.push(now);
  arrivals.chats.set(chat, mine.filter((t) => now - t < 60000).concat([now]));
  next();
});
// Sends that fail on purpose.
function roll(faults) {
  // xorshift32, seeded: a failing run can be repeated.
  let x = faults.state;
  x ^= x << 13; x >>>= 0;
  x ^= x >>> 17;
  x ^= x << 5; x >>>= 0;
  faults.state = x;
  return x;
}
app.all('/bot:token/:method', (req, res, next) => {
  const method = req.params.method.toLowerCase();
  const { faults, faulted } = world(req.params.token);
  if (!faults || !SENDS.has(method) || (roll(faults) % 1000000) >= faults.rate * 1000000) { next(); return; }
  const kind = roll(faults) % 4;
  if (kind === 0) {
    faulted.server_errors += 1;
    res.status(500).json({ ok: false, error_code: 500, description: 'Internal Server Error' });
  } else if (kind === 1) {
    faulted.timeouts += 1;
    setTimeout(() => req.socket.destroy(), faults.hold_ms);
  } else if (kind === 2) {
    faulted.dropped_before += 1;
    req.socket.destroy();
  } else {
    // The message is made, then the answer is lost.
    faulted.dropped_after += 1;
    const json = res.json.bind(res);
    res.json = () => { req.socket.destroy(); return res; };
    next();
    res.json = json;
  }
});
route('answerCallbackQuery', (req, res) => {
  world(req.params.token).answers.push({
    id: String(req.body.callback_query_id),
    text: req.body.text || '',
    url: req.body.url || '',
    show_alert: Boolean(req.body.show_alert),
  });
  ok(res, true);
});
route('sendMessage', (req, res) => {
  server.addBotMessage(req.body, req.params.token);
  const stored = server.storage.botMessages[server.storage.botMessages.length - 1];
  const markup = req.body.reply_markup;
  world(req.params.token).sent.push({
    chat_id: Number(req.body.chat_id),
    message_id: stored.messageId,
    text: req.body.text || '',
    markup: typeof markup === 'string' ? markup : JSON.stringify(markup || null),
    at: Date.now(),
  });
  ok(res, botMessage(stored));
});
route('sendPhoto', (req, res) => {
  // The file comes as the part `photo`, or (as teloxide sends it) as a
  // part the field `photo` names with "attach://<part>".
  const files = req.files || {};
  const attach = String(req.body.photo || '');
  const file = attach.startsWith('attach://') ? files[attach.slice('attach://'.length)] : files.photo;
  if (!file || file.data.length === 0) {
    // A file_id or URL is not something this emulator can fetch.
    res.status(400).json({ ok: false, error_code: 400, description: 'Bad Request: there is no photo in the request' });
    return;
  }
  const caption = req.body.caption || '';
  if (caption.length > 1024) {
    res.status(400).json({ ok: false, error_code: 400, description: 'Bad Request: message caption is too long' });
    return;
  }
  const { width, height } = pngSize(file.data);
  const { photos } = world(req.params.token);
  const id = `photo-${photos.length + 1}`;
  server.addBotMessage({
    chat_id: req.body.chat_id,
    caption,
    photo: [{ file_id: id, file_unique_id: id, width, height, file_size: file.data.length }],
  }, req.params.token);
  const stored = server.storage.botMessages[server.storage.botMessages.length - 1];
  photos.push({
    chat_id: Number(req.body.chat_id),
    message_id: stored.messageId,
    caption,
    filename: file.filename,
    content_type: file.content_type,
    width,
    height,
    bytes: file.data.toString('base64'),
    at: Date.now(),
  });
  ok(res, botMessage(stored));
});
for (const name of ['editMessageText', 'editMessageReplyMarkup']) {
  route(name, (req, res) => {
    const stored = findBot(req.params.token, req.body.chat_id, req.body.message_id);
    if (!stored) {
      res.status(400).json({ ok: false, error_code: 400, description: 'Bad Request: message to edit not found' });
      return;
    }
    server[name](req.body);
    // As on Telegram, an edit without buttons removes them (the emulator
    // would keep the old ones).
    if (name === 'editMessageText' && !req.body.reply_markup) delete stored.message.reply_markup;
    ok(res, botMessage(stored));
  });
}
function member(token, chatId, userId) {
  const user = { id: Number(userId), is_bot: false, first_name: `user ${userId}` };
  const set = world(token).admins.get(String(chatId));
  return set && set.has(String(userId))
    ? { status: 'creator', user, is_anonymous: false }
    : { status: 'member', user };
}
route('getChatMember', (req, res) => ok(res, member(req.params.token, req.body.chat_id, req.body.user_id)));
route('getChatAdministrators', (req, res) => {
  const set = world(req.params.token).admins.get(String(req.body.chat_id)) || new Set();
  ok(res, [...set].map((u) => member(req.params.token, req.body.chat_id, u)));
});
// Long polling with offsets, as the real getUpdates does.
route('getUpdates', (req, res) => {
  const token = req.params.token;
  const w = world(token);
  w.hookStats.get_updates += 1;
  if (webhooks.has(token)) {
    w.hookStats.polled += 1;
    res.status(409).json({ ok: false, error_code: 409, description: "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first" });
    return;
  }
  const offset = Number(req.body.offset || req.query.offset || 0);
  const timeout = Math.min(Number(req.body.timeout || req.query.timeout || 0), 25);
  const pending = () => (w.held ? [] : server.storage.userMessages.filter((u) => u.botToken === token && u.updateId >= offset));
  server.storage.userMessages = server.storage.userMessages.filter((u) => u.botToken !== token || u.updateId >= offset);
  let done = false;
  const answer = () => {
    if (done) return;
    done = true;
    clearInterval(timer);
    clearTimeout(stop);
    // Written by hand so an injected update goes out exactly as given.
    const items = pending().map((u) => {
      if (u.raw === undefined) return JSON.stringify(formatUpdate(u));
      w.served.set(u.updateId, (w.served.get(u.updateId) || 0) + 1);
      return `{"update_id":${u.updateId},${u.raw}}`;
    });
    res.type('application/json').send(`{"ok":true,"result":[${items.join(',')}]}`);
  };
  const timer = setInterval(() => { if (pending().length) answer(); }, 2);
  const stop = setTimeout(answer, timeout * 1000);
  if (pending().length) answer();
  // res, not req: since Node 16 a request's 'close' fires once its body
  // is read, while the response's fires when the client goes away.
  res.on('close', () => { done = true; clearInterval(timer); clearTimeout(stop); });
});
// The test routes read and set the world of the token in the body
// (`botToken`).
const mine = (req) => world(req.body.botToken);
app.post('/test/admins', (req, res) => {
  mine(req).admins.set(String(req.body.chat_id), new Set((req.body.user_ids || []).map(String)));
  ok(res, true);
});
app.post('/test/answers', (req, res) => ok(res, mine(req).answers));
app.post('/test/sent', (req, res) => ok(res, mine(req).sent));
app.post('/test/photos', (req, res) => ok(res, mine(req).photos));
app.post('/test/messages', (req, res) => ok(res, server.storage.botMessages
  .filter((u) => u.botToken === String(req.body.botToken || ''))
  .map((u) => ({
    chat_id: Number(u.message.chat_id),
    message_id: u.messageId,
    text: u.message.text || '',
    keyboard: (u.message.reply_markup && u.message.reply_markup.inline_keyboard) || [],
  }))));
app.post('/test/fail', (req, res) => {
  mine(req).failures.set(String(req.body.method).toLowerCase(), {
    left: Number(req.body.count || 1),
    status: ['drop', 'stall'].includes(req.body.status) ? req.body.status : Number(req.body.status || 429),
  });
  ok(res, true);
});
app.post('/test/fail-left', (req, res) => ok(res, Object.fromEntries([...mine(req).failures].map(([m, f]) => [m, f.left]))));
app.post('/test/refused', (req, res) => ok(res, mine(req).refused));
app.post('/test/commands', (req, res) => ok(res, mine(req).commands));
app.post('/test/inject', (req, res) => {
  const updateId = server.updateId;
  server.updateId += 1;
  // `message` keeps the emulator's own bookkeeping (deleteMessage) working.
  server.storage.userMessages.push({
    botToken: req.body.botToken, updateId, time: Date.now(), raw: String(req.body.raw), message: { chat: { id: 0 } },
  });
  ok(res, updateId);
});
app.post('/test/webhook', (req, res) => {
  const hook = webhooks.get(String(req.body.botToken || ''));
  ok(res, {
    url: hook ? hook.url : '',
    secret_token: hook ? hook.secret : '',
    allowed_updates: hook ? hook.allowed : null,
    ...mine(req).hookStats,
  });
});
app.post('/test/served', (req, res) => ok(res, Object.fromEntries(mine(req).served)));
app.post('/test/hold', (req, res) => { const w = mine(req); w.held = Boolean(req.body.on); ok(res, w.held); });
app.post('/test/limits', (req, res) => { mine(req).limits = Boolean(req.body.on); ok(res, true); });
app.post('/test/faults', (req, res) => {
  const rate = Number(req.body.rate || 0);
  mine(req).faults = rate > 0 ? { rate, state: (Number(req.body.seed) >>> 0) || 1, hold_ms: Number(req.body.hold_ms || 2000) } : null;
  ok(res, true);
});
app.post('/test/faulted', (req, res) => ok(res, mine(req).faulted));
app.post('/test/block', (req, res) => {
  const { blocked } = mine(req);
  if (req.body.on) blocked.add(String(req.body.chat_id)); else blocked.delete(String(req.body.chat_id));
  ok(res, true);
});
app.use(server.webServer);

server.config.apiURL = `http://127.0.0.1:${port}`;
app.listen(port, '127.0.0.1', () => { console.log(`listening ${port}`); });
