// Starts telegram-test-api 4.2.1 on a loopback port with the gaps that
// stop teloxide 0.17 patched from the outside (node_modules is never
// edited): an outer express app answers the patched Bot API methods and
// hands everything else to the emulator's own routes.
//
// Usage: node server.js <port>. Prints "listening <port>" once ready.
// Test-only routes: POST /test/admins {chat_id, user_ids} sets a group's
// admins; POST /test/answers returns every answerCallbackQuery (text, url,
// show_alert); POST /test/sent returns every sendMessage in order (to
// count duplicates); POST /test/messages returns the bot's messages as
// they are now (edits applied) with their buttons; POST /test/fail
// {method, count} answers the next `count` calls of a method with 429;
// POST /test/refused returns how many 429s were answered.
'use strict';
const express = require('express');
const { TelegramServer } = require('telegram-test-api/lib/telegramServer');

const port = Number(process.argv[2] || 9000);
const server = new TelegramServer({ port, host: '127.0.0.1', storeTimeout: 3600 });
const BOT = { id: 666, is_bot: true, first_name: 'Narrator', username: 'TestNameBot' };
const admins = new Map(); // chat id -> Set of user ids
const answers = [];
const sent = [];
const failures = new Map(); // lower-case method -> how many 429s to answer still
let refused = 0; // 429s answered so far

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
  if (m.reply_markup && m.reply_markup.inline_keyboard) out.reply_markup = m.reply_markup;
  return out;
}

function findBot(chatId, messageId) {
  return server.storage.botMessages.find((u) => String(u.messageId) === String(messageId)
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
    const stored = m.chat ? findBot(m.chat.id, m.message_id) : undefined;
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
// EMU_LOG=1 prints every request, for debugging a test.
if (process.env.EMU_LOG) {
  app.use((req, _res, next) => { console.error(req.method, req.path, JSON.stringify(req.body)); next(); });
}
const ok = (res, result) => res.json({ ok: true, result });
const route = (name, fn) => app.all(`/bot:token/${name}`, fn);

route('getMe', (_req, res) => ok(res, { ...BOT, can_join_groups: true, can_read_all_group_messages: false, supports_inline_queries: false, has_main_web_app: false }));
route('getWebhookInfo', (_req, res) => ok(res, { url: '', has_custom_certificate: false, pending_update_count: 0 }));
route('deleteWebhook', (_req, res) => ok(res, true));
route('setMyCommands', (_req, res) => ok(res, true));
route('deleteMessage', (req, res) => { server.deleteMessage(Number(req.body.chat_id), Number(req.body.message_id)); ok(res, true); });
// A method told to fail answers 429 with retry_after, as Telegram does.
app.all('/bot:token/:method', (req, res, next) => {
  // teloxide writes method names capitalised (SendMessage).
  const method = req.params.method.toLowerCase();
  const left = failures.get(method) || 0;
  if (left <= 0) { next(); return; }
  failures.set(method, left - 1);
  refused += 1;
  res.status(429).json({ ok: false, error_code: 429, description: 'Too Many Requests: retry after 1', parameters: { retry_after: 1 } });
});
route('answerCallbackQuery', (req, res) => {
  answers.push({
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
  sent.push({ chat_id: Number(req.body.chat_id), message_id: stored.messageId, text: req.body.text || '', at: Date.now() });
  ok(res, botMessage(stored));
});
for (const name of ['editMessageText', 'editMessageReplyMarkup']) {
  route(name, (req, res) => {
    const stored = findBot(req.body.chat_id, req.body.message_id);
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
function member(chatId, userId) {
  const user = { id: Number(userId), is_bot: false, first_name: `user ${userId}` };
  const set = admins.get(String(chatId));
  return set && set.has(String(userId))
    ? { status: 'creator', user, is_anonymous: false }
    : { status: 'member', user };
}
route('getChatMember', (req, res) => ok(res, member(req.body.chat_id, req.body.user_id)));
route('getChatAdministrators', (req, res) => {
  const set = admins.get(String(req.body.chat_id)) || new Set();
  ok(res, [...set].map((u) => member(req.body.chat_id, u)));
});
// Long polling with offsets, as the real getUpdates does.
route('getUpdates', (req, res) => {
  const token = req.params.token;
  const offset = Number(req.body.offset || req.query.offset || 0);
  const timeout = Math.min(Number(req.body.timeout || req.query.timeout || 0), 25);
  const pending = () => server.storage.userMessages.filter((u) => u.botToken === token && u.updateId >= offset);
  server.storage.userMessages = server.storage.userMessages.filter((u) => u.botToken !== token || u.updateId >= offset);
  let done = false;
  const answer = () => {
    if (done) return;
    done = true;
    clearInterval(timer);
    clearTimeout(stop);
    ok(res, pending().map(formatUpdate));
  };
  const timer = setInterval(() => { if (pending().length) answer(); }, 2);
  const stop = setTimeout(answer, timeout * 1000);
  if (pending().length) answer();
  // res, not req: since Node 16 a request's 'close' fires once its body
  // is read, while the response's fires when the client goes away.
  res.on('close', () => { done = true; clearInterval(timer); clearTimeout(stop); });
});
app.post('/test/admins', (req, res) => {
  admins.set(String(req.body.chat_id), new Set((req.body.user_ids || []).map(String)));
  ok(res, true);
});
app.post('/test/answers', (_req, res) => ok(res, answers));
app.post('/test/sent', (_req, res) => ok(res, sent));
app.post('/test/messages', (_req, res) => ok(res, server.storage.botMessages.map((u) => ({
  chat_id: Number(u.message.chat_id),
  message_id: u.messageId,
  text: u.message.text || '',
  keyboard: (u.message.reply_markup && u.message.reply_markup.inline_keyboard) || [],
}))));
app.post('/test/fail', (req, res) => {
  failures.set(String(req.body.method).toLowerCase(), Number(req.body.count || 1));
  ok(res, true);
});
app.post('/test/refused', (_req, res) => ok(res, refused));
app.use(server.webServer);

server.config.apiURL = `http://127.0.0.1:${port}`;
app.listen(port, '127.0.0.1', () => { console.log(`listening ${port}`); });
