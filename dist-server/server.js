// Built by scripts/build-server.ts from server/ and scripts/leads.ts — edit those, not this.
import {
  StoreError,
  answerSlot,
  databaseFrom,
  describeDatabase,
  endpointFiles,
  errorIdOf,
  formClasses,
  formTokenEndpoint,
  hooks,
  leadEndpoint,
  leadView,
  loadFormSpecs,
  loadSiteFacts,
  notFoundHtmlFile,
  openLeadStore,
  openRateLimit,
  routeOfHtmlFile,
  thankYouPath
} from "./chunks/chunk-L7APP34H.js";

// server/index.ts
import path4 from "node:path";
import { fileURLToPath } from "node:url";

// server/app.ts
import { createServer } from "node:http";
import { readFileSync as readFileSync3 } from "node:fs";
import path3 from "node:path";
import Fastify, { LogController } from "fastify";
import fastifyStatic from "@fastify/static";

// server/client-address.ts
import { isIP } from "node:net";
function clientKey(claimed, socketAddress) {
  const address = claimed && isIP(claimed) ? claimed : socketAddress && isIP(socketAddress) ? socketAddress : "ok\xE4nd";
  if (isIP(address) !== 6) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  return `${expandIpv6(address).slice(0, 4).join(":")}::/64`;
}
function expandIpv6(address) {
  const [head = "", tail = ""] = address.split("::");
  const parts = (text) => text ? text.split(":") : [];
  const left = parts(head);
  const right = parts(tail);
  const zeros = address.includes("::") ? Array(8 - left.length - right.length).fill("0") : [];
  return [...left, ...zeros, ...right].map((part) => part.toLowerCase().replace(/^0+(?=.)/, ""));
}

// server/error-pages.ts
import { STATUS_CODES } from "node:http";

// server/html.ts
var escapeHtml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

// server/error-pages.ts
var errorTexts = {
  400: { heading: "Adressen gick inte att l\xE4sa", text: "Adressen eller f\xF6rfr\xE5gan inneh\xF6ll tecken som inte g\xE5r att tolka. Kontrollera adressen, eller g\xE5 till startsidan och v\xE4lj sidan i menyn." },
  408: { heading: "F\xF6rfr\xE5gan tog f\xF6r l\xE5ng tid", text: "Servern v\xE4ntade f\xF6r l\xE4nge p\xE5 att f\xF6rfr\xE5gan skulle komma fram. Kontrollera anslutningen och f\xF6rs\xF6k igen." },
  413: { heading: "F\xF6rfr\xE5gan \xE4r f\xF6r stor", text: "F\xF6rfr\xE5gan var st\xF6rre \xE4n vad servern tar emot. Korta ned texten och f\xF6rs\xF6k igen." },
  431: { heading: "F\xF6rfr\xE5gan hade f\xF6r mycket extra data", text: "Webbl\xE4saren skickade f\xF6r stora huvuden, oftast f\xF6r m\xE5nga eller f\xF6r stora kakor (cookies). Rensa webbplatsens kakor och f\xF6rs\xF6k igen." },
  500: { heading: "N\xE5got gick fel hos oss", text: "Sidan kunde inte visas just nu. F\xF6rs\xF6k igen om en stund, eller ring eller mejla oss." },
  503: { heading: "Tj\xE4nsten \xE4r tillf\xE4lligt otillg\xE4nglig", text: "Vi kan inte ta emot f\xF6rfr\xE5gningar just nu. F\xF6rs\xF6k igen om en stund, eller ring eller mejla oss." }
};
function errorPageHtml(template, status) {
  const { heading, text } = errorTexts[status] ?? errorTexts[status >= 500 ? 500 : 400];
  return template.fill(`<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="/">Till startsidan</a></p>`);
}
function rawErrorResponse(template, status, headers) {
  const body = Buffer.from(errorPageHtml(template, status));
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "Error"}`,
    "Content-Type: text/html; charset=utf-8",
    `Content-Length: ${body.length}`,
    "Cache-Control: no-store",
    "Connection: close",
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)
  ];
  return `${lines.join("\r\n")}\r
\r
${body.toString("utf8")}`;
}

// server/health.ts
var healthPaths = { alive: "/healthz", ready: "/readyz" };
function healthRoutes(app2, leads2, { maxPendingMs }) {
  const noStore = { "Cache-Control": "no-store" };
  app2.get(healthPaths.alive, async (_request, reply) => reply.headers(noStore).send({ status: "ok" }));
  app2.get(healthPaths.ready, async (_request, reply) => {
    if (!leads2) return reply.headers(noStore).send({ status: "ok", leads: "av" });
    const problems = [];
    let outbox;
    try {
      const health = await leads2.store.health();
      const age = health.oldestPendingAt === void 0 ? null : Math.round((Date.now() - health.oldestPendingAt) / 1e3);
      outbox = { oldestPendingSeconds: age, failed: health.failed };
      if (age !== null && age * 1e3 > maxPendingMs) problems.push(`en notis har v\xE4ntat i ${age} s`);
      if (health.failed > 0) problems.push(`${health.failed} notiser har gett upp (npm run leads -- resend --failed)`);
    } catch (error) {
      problems.push(`databasen tar inte emot skrivningar: ${error.message}`);
    }
    for (const [channel, state] of Object.entries(leads2.channelStates)) {
      if (!state.ok) problems.push(`${channel}: ${state.error}`);
    }
    const ready = problems.length === 0;
    return reply.code(ready ? 200 : 503).headers(noStore).send({ status: ready ? "ok" : "fel", database: leads2.store.description.split(" ")[0], outbox, channels: leads2.channelStates, problems });
  });
}

// server/leads/routes.ts
import { createHash, randomUUID } from "node:crypto";

// src/lead-form/fields.ts
var leadKinds = ["lead", "enquiry", "booking"];
var isLeadKind = (value) => leadKinds.includes(value);
var metaFields = ["kind", "page", "formToken", "idempotencyKey", "website"];
var isMetaField = (name) => metaFields.includes(name);

// src/lead-form/messages.ts
var fieldTexts = {
  company: { required: "Fyll i f\xF6retagets namn.", invalid: "Skriv f\xF6retagets namn utan tecknen < och >." },
  name: { required: "Fyll i ditt namn.", invalid: "Skriv namnet utan tecknen < och >." },
  email: { required: "Fyll i er e-postadress.", invalid: "Ange en giltig e-postadress, t.ex. namn@foretag.se." },
  phone: {
    required: "Fyll i ett telefonnummer s\xE5 att vi kan n\xE5 er.",
    invalid: "Ange ett telefonnummer med riktnummer, t.ex. 070-123 45 67, eller med landsnummer, t.ex. +46 70 123 45 67."
  },
  revenue: { required: "V\xE4lj f\xF6retagets \xE5rsoms\xE4ttning.", invalid: "V\xE4lj en \xE5rsoms\xE4ttning i listan." },
  urgency: { required: "V\xE4lj n\xE4r ni vill starta.", invalid: "V\xE4lj ett alternativ i listan." },
  budget: { required: "V\xE4lj en budget.", invalid: "V\xE4lj en budget i listan." },
  topic: { required: "V\xE4lj ett \xE4mne.", invalid: "V\xE4lj ett alternativ i listan." },
  meetingFormat: { required: "V\xE4lj m\xF6tesform.", invalid: "V\xE4lj en m\xF6tesform i listan." },
  preferredTime: { required: "V\xE4lj \xF6nskad tid.", invalid: "V\xE4lj en tid i listan." },
  message: { required: "Skriv ett meddelande.", invalid: "Skriv meddelandet utan HTML-kod (tecknet < direkt f\xF6ljt av en bokstav)." },
  priority: { required: "Ber\xE4tta vad ni vill prioritera.", invalid: "Skriv texten utan HTML-kod (tecknet < direkt f\xF6ljt av en bokstav)." }
};
var messages = {
  fieldsInvalid: "N\xE5gra uppgifter beh\xF6ver r\xE4ttas. Se de markerade f\xE4lten och skicka igen.",
  tooLong: (limit, length) => `Texten f\xE5r vara h\xF6gst ${limit.toLocaleString("sv-SE")} tecken (nu ${length.toLocaleString("sv-SE")}).`,
  wrongType: "F\xE4ltet ska skickas som text.",
  badCharacters: "F\xE4ltet inneh\xE5ller tecken som inte g\xE5r att l\xE4sa. Skriv om texten och f\xF6rs\xF6k igen.",
  unknownField: (name) => `Formul\xE4ret inneh\xF6ll ett f\xE4lt som inte finns (${name}). Ladda om sidan och f\xF6rs\xF6k igen.`,
  hiddenField: (name) => `Ett dolt f\xE4lt i formul\xE4ret saknas eller \xE4r fel (${name}). Ladda om sidan och f\xF6rs\xF6k igen.`,
  unknownKind: "Formul\xE4rets typ saknas eller \xE4r ok\xE4nd. Ladda om sidan och f\xF6rs\xF6k igen.",
  unknownChoice: "V\xE4lj ett av alternativen i listan. Ladda om sidan om listan ser annorlunda ut.",
  tooManyLinks: (max) => `F\xF6rfr\xE5gan inneh\xE5ller f\xF6r m\xE5nga webbadresser (h\xF6gst ${max}). Ta bort l\xE4nkarna och beskriv med egna ord vad ni beh\xF6ver, s\xE5 h\xF6r vi av oss. Ni kan ocks\xE5 ringa eller mejla oss.`,
  honeypot: "F\xF6rfr\xE5gan stoppades av v\xE5rt skr\xE4ppostskydd. T\xF6m f\xE4ltet \xBBL\xE4mna det h\xE4r f\xE4ltet tomt\xAB om det \xE4r ifyllt, eller ring eller mejla oss i st\xE4llet.",
  tokenMissing: "Formul\xE4ret kunde inte kontrolleras. Ladda om sidan, fyll i formul\xE4ret och skicka igen.",
  tooFast: "Formul\xE4ret skickades snabbare \xE4n en person hinner fylla i det. V\xE4nta n\xE5gra sekunder och skicka igen.",
  tokenExpired: "Sidan har varit \xF6ppen l\xE4nge. Ladda om sidan och skicka formul\xE4ret igen.",
  tokenSpent: "Formul\xE4ret p\xE5 den h\xE4r sidan har redan skickats flera g\xE5nger. Ladda om sidan f\xF6r att skicka en ny f\xF6rfr\xE5gan.",
  confirmChanged: "Uppgifterna \xE4ndrades efter att de visades f\xF6r bekr\xE4ftelse. Kontrollera formul\xE4ret och skicka igen.",
  rateLimited: (seconds) => `Vi har f\xE5tt m\xE5nga f\xF6rfr\xE5gningar fr\xE5n er adress p\xE5 kort tid. V\xE4nta ${seconds > 90 ? `${Math.ceil(seconds / 60)} minuter` : `${Math.max(1, seconds)} sekunder`} och f\xF6rs\xF6k igen, eller ring oss.`,
  keyReused: "Det h\xE4r formul\xE4ret har redan skickats med andra uppgifter. Ladda om sidan f\xF6r att skicka en ny f\xF6rfr\xE5gan.",
  tooLarge: (limitBytes) => `F\xF6rfr\xE5gan \xE4r f\xF6r stor (h\xF6gst ${Math.floor(limitBytes / 1024)} kB). Korta ned meddelandet och f\xF6rs\xF6k igen.`,
  wrongContentType: "F\xF6rfr\xE5gan m\xE5ste skickas som formul\xE4rdata (application/x-www-form-urlencoded) eller JSON (application/json), kodad som UTF-8.",
  badEncoding: "F\xF6rfr\xE5gan inneh\xF6ll tecken som inte \xE4r giltig UTF-8. Skriv om texten och f\xF6rs\xF6k igen.",
  badJson: "F\xF6rfr\xE5gan var inte giltig JSON. Skicka ett objekt med formul\xE4rets f\xE4lt.",
  badForm: "Formul\xE4rdatan gick inte att l\xE4sa. Ladda om sidan och f\xF6rs\xF6k igen.",
  notAnObject: "F\xF6rfr\xE5gan ska vara ett objekt med formul\xE4rets f\xE4lt.",
  empty: "F\xF6rfr\xE5gan var tom. Fyll i formul\xE4ret och skicka igen.",
  storageDown: "Vi kunde inte spara er f\xF6rfr\xE5gan just nu. F\xF6rs\xF6k igen om en stund, eller ring eller mejla oss.",
  unexpected: "N\xE5got gick fel hos oss. F\xF6rs\xF6k igen om en stund, eller ring eller mejla oss."
};
function receivedMessage(kind) {
  return kind === "booking" ? "Vi har tagit emot er bokningsf\xF6rfr\xE5gan och h\xF6r av oss inom 24 timmar f\xF6r att bekr\xE4fta tid och m\xF6tesform." : "Vi har tagit emot er f\xF6rfr\xE5gan och svarar inom 48 timmar.";
}
var answerTexts = {
  refusedHeading: "F\xF6rfr\xE5gan kunde inte skickas",
  errorTitle: "Sidan kunde inte visas",
  description: "Svar p\xE5 ett formul\xE4r som skickats till oss.",
  confirmHeading: "Kontrollera och skicka er f\xF6rfr\xE5gan",
  confirmIntro: "S\xE5 h\xE4r ser er f\xF6rfr\xE5gan ut. St\xE4mmer uppgifterna? Skicka den med knappen nedan \u2013 f\xF6rst d\xE5 tar vi emot den.",
  confirmButton: "Ja, skicka f\xF6rfr\xE5gan",
  editHeading: "Vill ni \xE4ndra n\xE5got?",
  requiredNote: "F\xE4lt markerade med * \xE4r obligatoriska.",
  honeypotLabel: "L\xE4mna det h\xE4r f\xE4ltet tomt",
  home: "Till startsidan"
};

// server/slot-template.ts
import { readFileSync } from "node:fs";
import path from "node:path";
function loadSlotTemplate(distDir2, file) {
  const full = path.join(distDir2, file);
  let html;
  try {
    html = readFileSync(full, "utf8");
  } catch {
    throw new Error(`${full} saknas \u2014 k\xF6r \`npm run build\` (den skapar lead-serverns svarssidor).`);
  }
  const parts = html.split(answerSlot);
  if (parts.length !== 2) throw new Error(`${full} ska inneh\xE5lla ${answerSlot} exakt en g\xE5ng \u2014 bygg om med \`npm run build\`.`);
  const [before, after] = parts;
  return { fill: (markup) => `${before}<div ${hooks.slot}="">${markup}</div>${after}` };
}

// server/leads/answer-page.ts
var idPrefix = "svar";
var hidden = (name, value) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
function hiddenFields(spec, formToken, idempotencyKey) {
  return [
    hidden("kind", spec.kind),
    hidden("page", spec.page),
    ...Object.entries(spec.fixed).map(([name, value]) => hidden(name, value)),
    hidden("formToken", formToken),
    hidden("idempotencyKey", idempotencyKey),
    // The honeypot, as in the blocks: off-screen, hidden from assistive technology.
    `<div class="${formClasses.honeypot}" aria-hidden="true"><label for="${idPrefix}-website">${escapeHtml(answerTexts.honeypotLabel)}</label><input id="${idPrefix}-website" type="text" name="website" tabindex="-1" autocomplete="off" value=""></div>`
  ].join("\n");
}
function control(field, id, value, invalid) {
  const attributes = [
    `id="${id}"`,
    `class="${field.control === "select" ? formClasses.select : formClasses.control}"`,
    `name="${escapeHtml(field.name)}"`,
    field.required ? "required" : "",
    field.autoComplete ? `autocomplete="${escapeHtml(field.autoComplete)}"` : "",
    invalid ? `aria-invalid="true" aria-describedby="${errorIdOf(id)}"` : "",
    invalid?.autofocus ? "autofocus" : ""
  ].filter(Boolean);
  if (field.control === "textarea") return `<textarea ${attributes.join(" ")} rows="4">${escapeHtml(value)}</textarea>`;
  if (field.control === "select") {
    const options = [{ value: "", label: field.placeholder ?? "" }, ...field.options ?? []].map((option) => `<option value="${escapeHtml(option.value)}"${option.value === value ? " selected" : ""}>${escapeHtml(option.label)}</option>`).join("");
    return `<select ${attributes.join(" ")}>${options}</select>`;
  }
  return `<input type="${field.control}" ${attributes.join(" ")}${value ? ` value="${escapeHtml(value)}"` : ""}>`;
}
function formMarkup(spec, state, message) {
  const firstError = spec.fields.find((field) => state.errors[field.name]);
  const fields = spec.fields.map((field) => {
    const id = `${idPrefix}-${field.name}`;
    const error = state.errors[field.name];
    const star = field.required ? `<span class="${formClasses.star}" aria-hidden="true">*</span>` : "";
    return [
      `<div class="${formClasses.field}${field.wide ? ` ${formClasses.wide}` : ""}">`,
      `<label for="${id}">${escapeHtml(field.label)}${star}</label>`,
      control(field, id, state.values[field.name] ?? "", error ? { autofocus: field === firstError } : void 0),
      `<p id="${errorIdOf(id)}" class="${formClasses.error}" ${hooks.fieldError}=""${error ? "" : " hidden"}>${error ? escapeHtml(error) : ""}</p>`,
      "</div>"
    ].join("");
  });
  const status = message ? `<div id="${idPrefix}-status" class="${formClasses.status}" ${hooks.status}="" role="alert" tabindex="-1"${firstError ? "" : " autofocus"}>${escapeHtml(message)}</div>` : `<div id="${idPrefix}-status" class="${formClasses.status}" ${hooks.status}="" role="alert" hidden></div>`;
  return [
    `<form method="post" action="${leadEndpoint}" class="${formClasses.card}" ${hooks.form}="${spec.kind}">`,
    hiddenFields(spec, state.formToken, state.idempotencyKey),
    status,
    `<p class="${formClasses.requiredNote}">${escapeHtml(answerTexts.requiredNote)}</p>`,
    `<div class="${formClasses.grid}">${fields.join("\n")}</div>`,
    `<div class="${formClasses.actions}"><button type="submit" class="${formClasses.submit}">${escapeHtml(spec.submitLabel)}</button></div>`,
    "</form>"
  ].join("\n");
}
function refusedMarkup(spec, state, message) {
  if (!spec) {
    return `<h1>${escapeHtml(answerTexts.refusedHeading)}</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="/">${escapeHtml(answerTexts.home)}</a></p>`;
  }
  return `<h1>${escapeHtml(answerTexts.refusedHeading)}</h1>
${formMarkup(spec, state, message)}`;
}
function confirmMarkup(spec, values, confirm, edit) {
  const rows = spec.fields.filter((field) => values[field.name]).map((field) => {
    const value = values[field.name];
    const shown = field.options?.find((option) => option.value === value)?.label ?? value;
    return `<dt>${escapeHtml(field.label)}</dt><dd>${escapeHtml(shown)}</dd>`;
  });
  const carried = spec.fields.filter((field) => values[field.name]).map((field) => hidden(field.name, values[field.name]));
  return [
    `<h1>${escapeHtml(answerTexts.confirmHeading)}</h1>`,
    `<p>${escapeHtml(answerTexts.confirmIntro)}</p>`,
    `<dl class="lead-answer-summary">${rows.join("")}</dl>`,
    `<form method="post" action="${leadEndpoint}" class="${formClasses.card} lead-answer-confirm">`,
    hiddenFields(spec, confirm.token, confirm.key),
    ...carried,
    `<button type="submit" class="${formClasses.submit}">${escapeHtml(answerTexts.confirmButton)}</button>`,
    "</form>",
    `<h2>${escapeHtml(answerTexts.editHeading)}</h2>`,
    formMarkup(spec, edit)
  ].join("\n");
}

// server/leads/body.ts
var BodyError = class extends Error {
  constructor(statusCode, message) {
    super(message);
    this.statusCode = statusCode;
  }
  statusCode;
};
var decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
function checkCharset(contentType) {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? "")?.[1];
  if (charset && !/^utf-?8$/i.test(charset)) throw new BodyError(415, messages.wrongContentType);
}
function decode(body) {
  try {
    return decoder.decode(body);
  } catch {
    throw new BodyError(400, messages.badEncoding);
  }
}
function parseJsonBody(body) {
  const text = decode(body);
  if (text.trim() === "") throw new BodyError(400, messages.empty);
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BodyError(400, messages.badJson);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new BodyError(400, messages.notAnObject);
  return value;
}
function parseFormBody(body) {
  const text = decode(body);
  if (text.trim() === "") throw new BodyError(400, messages.empty);
  const entries = /* @__PURE__ */ new Map();
  for (const pair of text.split("&")) {
    if (pair === "") continue;
    const at = pair.indexOf("=");
    const [rawName, rawValue] = at === -1 ? [pair, ""] : [pair.slice(0, at), pair.slice(at + 1)];
    let name;
    let value;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, " "));
      value = decodeURIComponent(rawValue.replace(/\+/g, " "));
    } catch {
      throw new BodyError(400, messages.badEncoding);
    }
    const previous = entries.get(name);
    entries.set(name, previous === void 0 ? value : [...Array.isArray(previous) ? previous : [previous], value]);
  }
  if (entries.size === 0) throw new BodyError(400, messages.empty);
  return Object.fromEntries(entries);
}

// server/leads/form-token.ts
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
var sign = (secret, text) => createHmac("sha256", secret).update(text).digest("base64url");
var newId = () => randomBytes(16).toString("base64url");
function createFormToken(secret, issuedAt = Date.now(), id = newId()) {
  return `${issuedAt}.${id}.${sign(secret, `form:${issuedAt}:${id}`)}`;
}
function createConfirmToken(secret, payloadHash2, issuedAt = Date.now(), id = newId()) {
  return `k.${issuedAt}.${id}.${sign(secret, `confirm:${issuedAt}:${id}:${payloadHash2}`)}`;
}
var confirmedKey = (id) => `bekraftad-${id}`;
var pattern = /^(k\.)?([0-9]{1,16})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
function isConfirmToken(token) {
  return typeof token === "string" && token.startsWith("k.");
}
function checkFormToken(secret, token, { minFillMs, maxAgeMs, payloadHash: payloadHash2 = "", now = Date.now() }) {
  if (typeof token !== "string" || token === "") return { ok: false, reason: "missing" };
  const match = pattern.exec(token);
  if (!match) return { ok: false, reason: "invalid" };
  const [, confirm, issued, id] = match;
  const issuedAt = Number(issued);
  const expected = Buffer.from(sign(secret, confirm ? `confirm:${issuedAt}:${id}:${payloadHash2}` : `form:${issuedAt}:${id}`));
  const given = Buffer.from(match[4]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  const ageMs = now - issuedAt;
  if (ageMs < -5e3) return { ok: false, reason: "invalid" };
  if (ageMs < minFillMs) return { ok: false, reason: "too-fast" };
  if (ageMs > maxAgeMs) return { ok: false, reason: "expired" };
  return { ok: true, ageMs, id, confirms: Boolean(confirm) };
}

// server/leads/spam.ts
var maxLinks = 2;
var linkPattern = /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|info|biz|ru|xyz|top|io)\b/gi;
function allowedChoices(forms, lead) {
  const own = forms(lead.page, lead.kind);
  const specs = own ? [own] : (forms.all ?? []).filter((spec) => spec.kind === lead.kind);
  const allowed = /* @__PURE__ */ new Map();
  for (const field of specs.flatMap((spec) => spec.fields)) {
    if (!field.options) continue;
    const values = allowed.get(field.name) ?? /* @__PURE__ */ new Set();
    for (const option of field.options) values.add(option.value);
    allowed.set(field.name, values);
  }
  return allowed;
}
function spamProblems(forms, lead) {
  const fields = {};
  const values = lead;
  for (const [name, allowed] of allowedChoices(forms, lead)) {
    const value = values[name];
    if (typeof value === "string" && !allowed.has(value)) fields[name] = messages.unknownChoice;
  }
  const texts = Object.entries(values).filter((entry) => typeof entry[1] === "string" && !isMetaField(entry[0]) && entry[0] !== "email");
  const links = texts.reduce((sum, [, text]) => sum + (text.match(linkPattern)?.length ?? 0), 0);
  if (links > maxLinks) {
    const worst = texts.sort(([, a], [, b]) => (b.match(linkPattern)?.length ?? 0) - (a.match(linkPattern)?.length ?? 0))[0][0];
    fields[worst] = messages.tooManyLinks(maxLinks);
  }
  if (Object.keys(fields).length === 0) return void 0;
  return { fields, form: [links > maxLinks ? messages.tooManyLinks(maxLinks) : messages.fieldsInvalid] };
}

// server/leads/validate.ts
import { Ajv } from "ajv";
import addFormatsModule from "ajv-formats";

// schema/lead.schema.json
var lead_schema_default = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "lead.schema.json",
  title: "Lead submission",
  description: "Det ett formul\xE4r skickar till POST /api/leads: startsidans kontaktformul\xE4r (kind = lead), en tj\xE4nstesidas f\xF6rfr\xE5gan (kind = enquiry) eller bokningsformul\xE4ret (kind = booking). Formul\xE4rens f\xE4ltnamn och typer genereras h\xE4rifr\xE5n (npm run generate:types) och servern validerar varje inskick mot samma schema. F\xE4ltet kind avg\xF6r vilka f\xE4lt som finns.",
  type: "object",
  discriminator: { propertyName: "kind" },
  oneOf: [{ $ref: "#/definitions/homeLead" }, { $ref: "#/definitions/enquiryLead" }, { $ref: "#/definitions/bookingLead" }],
  definitions: {
    homeLead: {
      title: "Home lead",
      description: 'Startsidans kontaktformul\xE4r (docs/specification.md \xA73 "Home lead form", \xA75): f\xF6retag, namn, e-post och \xE5rsoms\xE4ttning kr\xE4vs; telefon och prioriteringar \xE4r valfria.',
      type: "object",
      additionalProperties: false,
      required: ["kind", "page", "company", "name", "email", "revenue"],
      properties: {
        kind: { title: "Home lead kind", description: "Formul\xE4rets typ.", type: "string", const: "lead" },
        page: { $ref: "#/definitions/page" },
        formToken: { $ref: "#/definitions/formToken" },
        idempotencyKey: { $ref: "#/definitions/idempotencyKey" },
        website: { $ref: "#/definitions/honeypot" },
        company: { $ref: "#/definitions/company" },
        name: { $ref: "#/definitions/personName" },
        email: { $ref: "#/definitions/email" },
        phone: { $ref: "#/definitions/phone" },
        revenue: { $ref: "#/definitions/revenue" },
        priority: { $ref: "#/definitions/longText" }
      }
    },
    enquiryLead: {
      title: "Enquiry lead",
      description: 'En tj\xE4nstesidas f\xF6rfr\xE5gan (docs/specification.md \xA73 "Service enquiry", \xA75): som kontaktformul\xE4ret plus tj\xE4nsten, n\xE4r kunden vill starta (kr\xE4vs), budget, en tj\xE4nstespecifik fr\xE5ga och ett meddelande. Valen f\xF6r start, budget och den tj\xE4nstespecifika fr\xE5gan st\xE5r i sidornas YAML och i site.yaml; v\xE4rdet \xE4r etiketten i gemener med bindestreck (src/lib/slug.ts), s\xE5 h\xE4r kontrolleras bara den formen och l\xE4ngden.',
      type: "object",
      additionalProperties: false,
      required: ["kind", "page", "service", "company", "name", "email", "revenue", "urgency"],
      properties: {
        kind: { title: "Enquiry kind", description: "Formul\xE4rets typ.", type: "string", const: "enquiry" },
        page: { $ref: "#/definitions/page" },
        formToken: { $ref: "#/definitions/formToken" },
        idempotencyKey: { $ref: "#/definitions/idempotencyKey" },
        website: { $ref: "#/definitions/honeypot" },
        service: { $ref: "#/definitions/service" },
        company: { $ref: "#/definitions/company" },
        name: { $ref: "#/definitions/personName" },
        email: { $ref: "#/definitions/email" },
        phone: { $ref: "#/definitions/phone" },
        revenue: { $ref: "#/definitions/revenue" },
        urgency: { $ref: "#/definitions/optionSlug" },
        budget: { $ref: "#/definitions/optionSlug" },
        topic: { $ref: "#/definitions/optionSlug" },
        message: { $ref: "#/definitions/longText" }
      }
    },
    bookingLead: {
      title: "Booking lead",
      description: 'Bokningsformul\xE4ret (docs/specification.md \xA73 "Booking request form", \xA75): f\xF6retag, namn, e-post, telefon, m\xF6tesform och \xE5rsoms\xE4ttning kr\xE4vs; \xF6nskad tid, hur br\xE5dskande, \xE4mne och meddelande \xE4r valfria.',
      type: "object",
      additionalProperties: false,
      required: ["kind", "page", "company", "name", "email", "phone", "meetingFormat", "revenue"],
      properties: {
        kind: { title: "Booking kind", description: "Formul\xE4rets typ.", type: "string", const: "booking" },
        page: { $ref: "#/definitions/page" },
        formToken: { $ref: "#/definitions/formToken" },
        idempotencyKey: { $ref: "#/definitions/idempotencyKey" },
        website: { $ref: "#/definitions/honeypot" },
        company: { $ref: "#/definitions/company" },
        name: { $ref: "#/definitions/personName" },
        email: { $ref: "#/definitions/email" },
        phone: { $ref: "#/definitions/phone" },
        meetingFormat: { $ref: "#/definitions/meetingFormat" },
        preferredTime: { $ref: "#/definitions/preferredTime" },
        urgency: { $ref: "#/definitions/bookingUrgency" },
        revenue: { $ref: "#/definitions/revenue" },
        topic: { $ref: "#/definitions/bookingTopic" },
        message: { $ref: "#/definitions/longText" }
      }
    },
    page: {
      title: "Page path",
      description: 'Sidan formul\xE4ret skickades fr\xE5n, t.ex. "/boka-mote". S\xE4tts n\xE4r sidan byggs.',
      type: "string",
      maxLength: 200,
      pattern: "^/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$"
    },
    formToken: {
      title: "Form token",
      description: "Formul\xE4rnyckel signerad av servern: n\xE4r den utf\xE4rdades, ett slumpat id och en HMAC (f\xF6r minsta ifyllnadstid och begr\xE4nsad anv\xE4ndning). H\xE4mtas av webbl\xE4sarskriptet fr\xE5n GET /api/form-token; en bekr\xE4ftelsenyckel (k.\u2026) s\xE4tts av servern i bekr\xE4ftelsesteget f\xF6r ett inskick utan JavaScript. Saknas den visar servern bekr\xE4ftelsesteget i st\xE4llet f\xF6r att spara.",
      type: "string",
      maxLength: 100,
      pattern: "^(k\\.)?[0-9]{1,16}\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}$"
    },
    idempotencyKey: {
      title: "Idempotency key",
      description: "Slumpad nyckel per ifyllnad: ett nytt f\xF6rs\xF6k med samma nyckel sparar inget nytt utan ger samma svar som f\xF6rsta g\xE5ngen.",
      type: "string",
      pattern: "^[A-Za-z0-9_-]{16,100}$"
    },
    honeypot: {
      title: "Honeypot",
      description: "Ett f\xE4lt som \xE4r dolt f\xF6r bes\xF6kare; en robot som fyller i det stoppas.",
      type: "string",
      maxLength: 0
    },
    service: {
      title: "Service name",
      description: "Tj\xE4nsten f\xF6rfr\xE5gan g\xE4ller, som den heter p\xE5 sidan.",
      type: "string",
      minLength: 1,
      maxLength: 80,
      pattern: "^[^\\u0000-\\u001f\\u007f<>]*$"
    },
    company: {
      title: "Company",
      description: "F\xF6retagets namn.",
      type: "string",
      minLength: 1,
      maxLength: 120,
      pattern: "^[^\\u0000-\\u001f\\u007f<>]*$"
    },
    personName: {
      title: "Person name",
      description: "Kontaktpersonens namn.",
      type: "string",
      minLength: 1,
      maxLength: 100,
      pattern: "^[^\\u0000-\\u001f\\u007f<>]*$"
    },
    email: {
      title: "Email",
      description: "E-postadress med dom\xE4n och toppdom\xE4n, t.ex. namn@foretag.se.",
      type: "string",
      maxLength: 254,
      format: "email",
      pattern: "^[^@\\s]{1,64}@[^@\\s]+\\.(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$"
    },
    phone: {
      title: "Phone",
      description: "Svenskt nummer med riktnummer (070-123 45 67, 08-123 456 78) eller internationellt (+46 70 123 45 67, 0047 \u2026): 7\u201315 siffror, mellanslag, bindestreck och parenteser.",
      type: "string",
      maxLength: 30,
      pattern: "^(?=(?:[^0-9]*[0-9]){7,15}[^0-9]*$)(?:(?:\\+|00)[1-9]|0[1-9])[0-9 ()-]*[0-9]$"
    },
    revenue: {
      title: "Revenue range",
      description: "\xC5rsoms\xE4ttning i MSEK (docs/specification.md \xA73): under 5, 5\u201315, 15\u201330, 30\u201350, 50\u2013100, \xF6ver 100.",
      type: "string",
      enum: ["0-5", "5-15", "15-30", "30-50", "50-100", "100+"]
    },
    meetingFormat: {
      title: "Meeting format",
      description: "Videom\xF6te, fysiskt m\xF6te eller telefonm\xF6te.",
      type: "string",
      enum: ["video", "physical", "phone"]
    },
    preferredTime: {
      title: "Preferred time",
      description: "F\xF6rmiddag (09\u201312), eftermiddag (13\u201316), kv\xE4ll (16\u201318) eller flexibel.",
      type: "string",
      enum: ["morning", "afternoon", "evening", "flexible"]
    },
    bookingUrgency: {
      title: "Booking urgency",
      description: "S\xE5 snart som m\xF6jligt, inom en vecka, inom en m\xE5nad eller ingen br\xE5dska.",
      type: "string",
      enum: ["asap", "week", "month", "flexible"]
    },
    bookingTopic: {
      title: "Booking topic",
      description: "Vad kunden vill prata om.",
      type: "string",
      enum: ["interim-cfo", "financial-analysis", "budgeting", "investment", "due-diligence", "valuation", "reporting", "other"]
    },
    optionSlug: {
      title: "Option slug",
      description: 'Ett val ur en rullista vars alternativ st\xE5r i sidans YAML: etiketten i gemener med bindestreck, t.ex. "inom-1-manad" eller "400k+-lopande".',
      type: "string",
      maxLength: 80,
      pattern: "^[a-z0-9+]+(?:-[a-z0-9+]+)*$"
    },
    longText: {
      title: "Long text",
      description: "Fritext p\xE5 flera rader, h\xF6gst 4 000 tecken, utan HTML-kod.",
      type: "string",
      maxLength: 4e3,
      pattern: "^(?![\\s\\S]*<[A-Za-z/!?])[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$"
    }
  }
};

// server/leads/validate.ts
var addFormats = addFormatsModule.default ?? addFormatsModule;
var leadSchema = lead_schema_default;
var ajv = new Ajv({ strict: true, allErrors: true, discriminator: true });
addFormats(ajv, ["email"]);
var validateSchema = ajv.compile(leadSchema);
var loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
function normalize(input) {
  return Object.fromEntries(
    Object.entries(input).flatMap(([key, value]) => {
      if (typeof value !== "string") return [[key, value]];
      const text = value.replace(/\r\n?/g, "\n").normalize("NFC").trim();
      return text === "" ? [] : [[key, text]];
    })
  );
}
var isMeta = (field) => metaFields.includes(field) || field === "service";
function messageFor(error, field, value) {
  const text = fieldTexts[field];
  switch (error.keyword) {
    case "required":
    case "minLength":
      return text?.required ?? messages.hiddenField(field);
    case "maxLength":
      return field === "email" || field === "phone" ? text.invalid : messages.tooLong(error.params.limit, typeof value === "string" ? value.length : 0);
    case "type":
      return messages.wrongType;
    default:
      return text?.invalid ?? messages.hiddenField(field);
  }
}
function validateLead(input) {
  const problems = { fields: {}, form: [] };
  const addField = (field, message) => {
    if (isMeta(field)) {
      const form = field === "kind" ? messages.unknownKind : messages.hiddenField(field);
      if (!problems.form.includes(form)) problems.form.push(form);
    } else {
      problems.fields[field] ??= message;
    }
  };
  for (const [field, value] of Object.entries(input)) {
    if (typeof value === "string" && loneSurrogate.test(value)) addField(field, messages.badCharacters);
  }
  if (!validateSchema(input)) {
    for (const error of validateSchema.errors ?? []) {
      const path5 = error.instancePath.split("/").slice(1);
      if (path5.length === 0) {
        if (error.keyword === "required") {
          const missing = error.params.missingProperty;
          addField(missing, messageFor(error, missing, void 0));
        } else if (error.keyword === "additionalProperties") {
          const extra = error.params.additionalProperty;
          if (problems.form.length < 3) problems.form.push(messages.unknownField(extra.slice(0, 40)));
        } else if (error.keyword === "discriminator") {
          if (!problems.form.includes(messages.unknownKind)) problems.form.push(messages.unknownKind);
        } else {
          problems.form.push(messages.notAnObject);
        }
      } else {
        const field = path5[0];
        addField(field, messageFor(error, field, input[field]));
      }
    }
  }
  if (Object.keys(problems.fields).length === 0 && problems.form.length === 0) return { ok: true, lead: input };
  if (problems.form.length === 0) problems.form.push(messages.fieldsInvalid);
  return { ok: false, problems };
}

// server/leads/routes.ts
var formType = "application/x-www-form-urlencoded";
var idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,100}$/;
var refusalReasons = { 400: "bad-request", 409: "key-reused", 413: "too-large", 415: "content-type", 422: "invalid", 429: "rate-limited", 500: "unexpected", 503: "storage-down" };
function checkLead(forms, input) {
  const result = validateLead(input);
  if (!result.ok) return result;
  const spam = spamProblems(forms, result.lead);
  return spam ? { ok: false, problems: spam, spam: true } : result;
}
function wantsHtml(request) {
  const type = (request.headers["content-type"] ?? "").toLowerCase();
  if (type.startsWith(formType)) return true;
  if (type.startsWith("application/json")) return false;
  const accept = request.headers.accept ?? "";
  return accept.includes("text/html") && !accept.includes("application/json");
}
function storedFields(lead) {
  return Object.fromEntries(Object.entries(lead).filter(([name, value]) => !isMetaField(name) && typeof value === "string"));
}
function payloadHash(fields) {
  const entries = Object.entries(fields).filter(([name]) => name !== "formToken" && name !== "website" && name !== "idempotencyKey").sort(([a], [b]) => a.localeCompare(b));
  return createHash("sha256").update(JSON.stringify(entries)).digest("hex");
}
var textValues = (body) => Object.fromEntries(Object.entries(body).filter((entry) => typeof entry[1] === "string"));
function leadRoutes(service, distDir2) {
  const { config: config2, store, outbox, formSecret, rateLimit } = service;
  const formSpecs = loadFormSpecs(distDir2);
  const refusedTemplate = loadSlotTemplate(distDir2, endpointFiles.refusedTemplate);
  const confirmTemplate = loadSlotTemplate(distDir2, endpointFiles.confirmTemplate);
  const limited = /* @__PURE__ */ new WeakMap();
  const tokenLimits = { maxAgeMs: config2.maxFormAgeMs };
  const sendHtml = (reply, status, html) => reply.code(status).header("Cache-Control", "no-store").type("text/html; charset=utf-8").send(html);
  const refuse = (request, reply, refusal, body) => {
    request.log.info(
      { event: "lead.refused", status: refusal.status, reason: refusal.reason ?? refusalReasons[refusal.status] ?? "refused", kind: isLeadKind(body?.kind) ? body.kind : void 0, fields: Object.keys(refusal.fields ?? {}) },
      "lead refused"
    );
    reply.headers(refusal.headers ?? {});
    if (!wantsHtml(request)) {
      return reply.code(refusal.status).header("Cache-Control", "no-store").send({ ok: false, message: refusal.message, errors: refusal.fields ?? {} });
    }
    const kind = isLeadKind(body?.kind) ? body.kind : void 0;
    const spec = kind && formSpecs(body?.page, kind);
    const postedToken = body?.formToken;
    const token = !isConfirmToken(postedToken) && checkFormToken(formSecret, postedToken, { minFillMs: 0, ...tokenLimits }).ok ? postedToken : createFormToken(formSecret);
    const postedKey = typeof body?.idempotencyKey === "string" && idempotencyKeyPattern.test(body.idempotencyKey) && !isConfirmToken(postedToken) ? body.idempotencyKey : void 0;
    const state = { values: body ? textValues(body) : {}, errors: refusal.fields ?? {}, formToken: token, idempotencyKey: !refusal.freshKey && postedKey ? postedKey : randomUUID() };
    return sendHtml(reply, refusal.status, refusedTemplate.fill(refusedMarkup(spec, state, refusal.message)));
  };
  const accept = (request, reply, kind, replayed) => {
    if (replayed) reply.header("Idempotent-Replayed", "true");
    if (wantsHtml(request)) return reply.code(303).header("Cache-Control", "no-store").redirect(thankYouPath, 303);
    return reply.code(201).header("Cache-Control", "no-store").send({ ok: true, message: receivedMessage(kind) });
  };
  const askToConfirm = (reply, lead, body) => {
    const spec = formSpecs(lead.page, lead.kind);
    if (!spec) return void 0;
    const values = textValues(body);
    const shown = Object.fromEntries(spec.fields.map((f) => [f.name, lead[f.name] ?? ""]).filter(([, v]) => v));
    const token = createConfirmToken(formSecret, payloadHash(normalize({ ...lead })));
    const id = token.split(".")[2];
    const edit = { values, errors: {}, formToken: createFormToken(formSecret), idempotencyKey: randomUUID() };
    return sendHtml(reply, 200, confirmTemplate.fill(confirmMarkup(spec, shown, { token, key: confirmedKey(id) }, edit)));
  };
  return async (leads2) => {
    leads2.removeAllContentTypeParsers();
    const parser = (parse) => (request, body, done) => {
      try {
        checkCharset(request.headers["content-type"]);
        done(null, parse(body));
      } catch (error) {
        done(error);
      }
    };
    leads2.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: config2.bodyLimit }, parser(parseJsonBody));
    leads2.addContentTypeParser(formType, { parseAs: "buffer", bodyLimit: config2.bodyLimit }, parser(parseFormBody));
    leads2.get(
      formTokenEndpoint,
      async (_request, reply) => reply.header("Cache-Control", "no-store").send({ formToken: createFormToken(formSecret), maxAgeSeconds: Math.floor(config2.maxFormAgeMs / 1e3) })
    );
    leads2.addHook("onRequest", async (request, reply) => {
      if (request.method !== "POST") return;
      let verdict;
      try {
        verdict = await rateLimit.hit(request.clientKey);
      } catch (error) {
        if (!(error instanceof StoreError)) throw error;
        return;
      }
      if (verdict.allowed) return;
      const seconds = Math.ceil(verdict.retryAfterMs / 1e3);
      if (wantsHtml(request) && (request.headers["content-type"] ?? "").toLowerCase().startsWith(formType)) {
        limited.set(request, seconds);
        return;
      }
      return refuse(request, reply, { status: 429, message: messages.rateLimited(seconds), headers: { "Retry-After": String(seconds) } });
    });
    leads2.setErrorHandler((error, request, reply) => {
      if (error instanceof BodyError) return refuse(request, reply, { status: error.statusCode, message: error.message });
      switch (error.code) {
        case "FST_ERR_CTP_BODY_TOO_LARGE":
          return refuse(request, reply, { status: 413, message: messages.tooLarge(config2.bodyLimit) });
        case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
        case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
          return refuse(request, reply, { status: error.code.endsWith("MEDIA_TYPE") ? 415 : 400, message: messages.wrongContentType });
        case "FST_ERR_CTP_EMPTY_JSON_BODY":
          return refuse(request, reply, { status: 400, message: messages.empty });
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return refuse(request, reply, { status: error.statusCode, message: messages.badForm });
      }
      request.log.error({ event: "lead.error", error: error.message, stack: error.stack }, `POST ${leadEndpoint} failed`);
      return refuse(request, reply, { status: 500, message: messages.unexpected });
    });
    leads2.post(leadEndpoint, { bodyLimit: config2.bodyLimit }, async (request, reply) => {
      const body = request.body;
      if (body === void 0 || body === null || typeof body !== "object") {
        return refuse(request, reply, { status: 415, message: messages.wrongContentType });
      }
      const retryAfter = limited.get(request);
      if (retryAfter !== void 0) {
        return refuse(request, reply, { status: 429, message: messages.rateLimited(retryAfter), headers: { "Retry-After": String(retryAfter) } }, body);
      }
      if (body.website !== void 0 && body.website !== "") {
        return refuse(request, reply, { status: 400, message: messages.honeypot }, body);
      }
      const result = checkLead(formSpecs, normalize(body));
      const invalid = (problems) => refuse(request, reply, { status: 422, message: problems.form.join(" "), fields: problems.fields, reason: "spam" in result && result.spam ? "spam" : "invalid" }, body);
      const tokenless = body.formToken === void 0 || body.formToken === "";
      if (tokenless && wantsHtml(request)) {
        if (!result.ok) return invalid(result.problems);
        const confirmation = askToConfirm(reply, result.lead, body);
        if (confirmation) return confirmation;
      }
      const confirming = isConfirmToken(body.formToken);
      const token = checkFormToken(formSecret, body.formToken, {
        // A confirmation needs only the moment it takes to read and click.
        minFillMs: confirming ? Math.min(config2.minFillMs, 1e3) : config2.minFillMs,
        ...tokenLimits,
        payloadHash: result.ok ? payloadHash(result.lead) : ""
      });
      if (!token.ok) {
        const reason2 = confirming && token.reason === "invalid" ? "changed" : token.reason;
        const message = { missing: messages.tokenMissing, invalid: messages.tokenMissing, changed: messages.confirmChanged, "too-fast": messages.tooFast, expired: messages.tokenExpired }[reason2];
        return refuse(request, reply, { status: 400, message, fields: result.ok ? void 0 : result.problems.fields }, body);
      }
      if (!result.ok) return invalid(result.problems);
      const lead = result.lead;
      const key = token.confirms ? confirmedKey(token.id) : lead.idempotencyKey ?? `server-${randomUUID()}`;
      try {
        const stored = await store.submit(
          { kind: lead.kind, page: lead.page, fields: storedFields(lead), idempotencyKey: key, payloadHash: payloadHash(lead) },
          { channels: service.channels, tokenId: token.id, maxTokenUses: config2.tokenMaxUses }
        );
        if (stored.outcome === "conflict") return refuse(request, reply, { status: 409, message: messages.keyReused, freshKey: true }, body);
        if (stored.outcome === "token-spent") return refuse(request, reply, { status: 429, message: messages.tokenSpent, freshKey: true }, { ...body, formToken: void 0 });
        if (stored.outcome === "stored") outbox.kick();
        request.log.info({ event: "lead.accepted", leadId: stored.lead.id, kind: lead.kind, replayed: stored.outcome === "replayed" }, "lead accepted");
        return accept(request, reply, lead.kind, stored.outcome === "replayed");
      } catch (error) {
        if (!(error instanceof StoreError)) throw error;
        request.log.error({ event: "lead.store-failed", error: error.message }, `Kunde inte spara lead: ${error.message}`);
        return refuse(request, reply, { status: 503, message: messages.storageDown, headers: { "Retry-After": "30" } }, body);
      }
    });
  };
}

// server/security-headers.ts
function parseHeadersFile(text) {
  const headers = {};
  let inAll = false;
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      inAll = line.trim() === "/*";
      continue;
    }
    const match = /^\s+([\w-]+):\s*(.*)$/.exec(line);
    if (inAll && match) headers[match[1]] = match[2];
  }
  return headers;
}

// server/static-site.ts
import { readdirSync, readFileSync as readFileSync2, existsSync } from "node:fs";
import path2 from "node:path";
var isLocalPath = (target) => /^\/(?![/\\])[\x21-\x7e]*$/.test(target);
function readRedirects(distDir2) {
  const file = path2.join(distDir2, "_redirects");
  if (!existsSync(file)) return /* @__PURE__ */ new Map();
  const entries = readFileSync2(file, "utf8").split("\n").map((line) => line.trim().split(/\s+/)).filter((parts) => parts.length >= 2 && isLocalPath(parts[0]) && isLocalPath(parts[1]));
  return new Map(entries.map(([from, to]) => [from, to]));
}
function loadStaticSite(distDir2) {
  const site = { routes: /* @__PURE__ */ new Map(), files: /* @__PURE__ */ new Set(), redirects: readRedirects(distDir2) };
  for (const entry of readdirSync(distDir2, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const file = path2.relative(distDir2, path2.join(entry.parentPath, entry.name)).split(path2.sep).join("/");
    const route = routeOfHtmlFile(file);
    if (route) site.routes.set(route, file);
    else if (!file.startsWith("_") && !file.endsWith(".html")) site.files.add(file);
  }
  if (!site.routes.has("/")) throw new Error(`${distDir2} har ingen startsida (index.html) \u2014 k\xF6r \`npm run build\` f\xF6rst.`);
  if (!existsSync(path2.join(distDir2, notFoundHtmlFile))) throw new Error(`${distDir2}/${notFoundHtmlFile} saknas \u2014 k\xF6r \`npm run build\`.`);
  return site;
}
function canonicalOf(site, pathname) {
  const trimmed = pathname.replace(/\/+$/, "") || "/";
  const candidates = [trimmed, trimmed.replace(/(?:\/index)?\.html$/, "") || "/", trimmed.replace(/\/index$/, "") || "/"];
  for (const candidate of candidates) {
    if (site.routes.has(candidate)) return candidate;
    const target = site.redirects.get(candidate);
    if (target) return target;
  }
  return void 0;
}
function resolve(site, rawUrl) {
  const url = new URL(`http://site.invalid${rawUrl.startsWith("/") ? "" : "/"}${rawUrl}`);
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return { kind: "not-found" };
  }
  const page = site.routes.get(pathname);
  if (page) return { kind: "page", file: page };
  const redirect = site.redirects.get(pathname);
  if (redirect) return { kind: "redirect", location: redirect + url.search };
  if (site.files.has(pathname.slice(1))) return { kind: "file", file: pathname.slice(1) };
  const canonical = canonicalOf(site, pathname);
  if (canonical && canonical !== pathname) return { kind: "redirect", location: canonical + url.search };
  return { kind: "not-found" };
}
var compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;
function cacheControlFor(file) {
  if (file.startsWith("assets/")) return "public, max-age=31536000, immutable";
  if (file.endsWith(".html")) return "no-cache";
  return "public, max-age=3600";
}
function staticHandler(site, notFound) {
  return async (request, reply) => {
    const resolution = resolve(site, request.url);
    if (resolution.kind === "redirect") return reply.redirect(resolution.location, 301);
    if (resolution.kind === "not-found") return notFound(reply);
    const { file } = resolution;
    if (compressible.test(file)) reply.header("Vary", "Accept-Encoding");
    reply.header("Cache-Control", cacheControlFor(file));
    return reply.sendFile(file, { cacheControl: false });
  };
}

// server/logging.ts
import { createRequire } from "node:module";
var levels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
function loggerOptions(env = process.env, terminal = Boolean(process.stdout.isTTY)) {
  const level = env.LOG_LEVEL?.trim().toLowerCase() || "info";
  if (!levels.includes(level)) throw new Error(`LOG_LEVEL="${env.LOG_LEVEL}" ska vara en av ${levels.join(", ")}.`);
  const options = {
    level,
    // ISO time rather than epoch milliseconds: readable by a person grepping the journal.
    timestamp: () => `,"time":"${(/* @__PURE__ */ new Date()).toISOString()}"`,
    base: { pid: process.pid }
  };
  if (!terminal || env.LOG_FORMAT === "json" || !prettyInstalled()) return options;
  return { ...options, transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname,reqId", singleLine: true } } };
}
function prettyInstalled() {
  try {
    createRequire(import.meta.url).resolve("pino-pretty");
    return true;
  } catch {
    return false;
  }
}
function logRequests(app2, { clientAddress = false } = {}) {
  app2.addHook("onResponse", async (request, reply) => {
    const path5 = request.url.split("?")[0].slice(0, 200);
    const line = {
      event: "request",
      method: request.method,
      path: path5,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ...clientAddress ? { client: request.ip } : {}
    };
    if (path5 === healthPaths.alive || path5 === healthPaths.ready) request.log.debug(line, "request");
    else request.log.info(line, "request");
  });
}

// server/app.ts
var defaultTimeouts = { requestMs: 3e4, headersMs: 1e4, idleMs: 6e4 };
async function buildServer({ distDir: distDir2, logger = false, logClientAddress = false, readyMaxPendingMs = 15 * 6e4, leads: leads2, trustProxyHops = 0, timeouts = defaultTimeouts }) {
  const site = loadStaticSite(distDir2);
  const notFoundHtml = readFileSync3(path3.join(distDir2, notFoundHtmlFile));
  const errorTemplate = loadSlotTemplate(distDir2, endpointFiles.errorTemplate);
  const securityHeaders = parseHeadersFile(readFileSync3(path3.join(distDir2, "_headers"), "utf8"));
  if (!securityHeaders["Content-Security-Policy"]) throw new Error(`${distDir2}/_headers has no Content-Security-Policy \u2014 rebuild with \`npm run build\`.`);
  const rawErrors = new Map([400, 408, 413, 431].map((status) => [status, rawErrorResponse(errorTemplate, status, securityHeaders)]));
  const sendError = (reply, status) => reply.headers(securityHeaders).code(status).header("Cache-Control", "no-store").type("text/html; charset=utf-8").send(errorPageHtml(errorTemplate, status));
  const app2 = Fastify({
    logger,
    // logRequests writes one line per request instead, without the client address.
    logController: new LogController({ disableRequestLogging: true }),
    // Hop 0 is the socket's peer; trust it and the hops our own proxies added, nothing further.
    trustProxy: trustProxyHops > 0 ? (_address, hop) => hop < trustProxyHops : false,
    serverFactory: (handler) => {
      const server = createServer(
        {
          requestTimeout: timeouts.requestMs,
          headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
          // Node checks the two limits above only this often (default 30 s).
          connectionsCheckingInterval: Math.max(100, Math.min(1e3, timeouts.requestMs / 4)),
          keepAliveTimeout: 5e3
        },
        handler
      );
      server.setTimeout(timeouts.idleMs);
      return server;
    },
    // Node's own answers (malformed request, headers too large, too slow) — Swedish, with our headers.
    clientErrorHandler: (error, socket) => {
      if (error.code === "ECONNRESET" || socket.destroyed) return;
      const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
      if (socket.writable) socket.end(rawErrors.get(status));
      socket.destroySoon();
    },
    // Fastify refuses a malformed URL before any route or hook runs; answer it ourselves.
    frameworkErrors: (_error, _request, reply) => {
      void sendError(reply, 400);
    }
  });
  app2.decorateRequest("clientKey", "");
  app2.addHook("onRequest", async (request) => {
    request.clientKey = clientKey(request.ip, request.socket.remoteAddress);
  });
  await app2.register(fastifyStatic, { root: distDir2, serve: false, preCompressed: true });
  app2.addHook("onSend", async (_request, reply) => {
    reply.headers(securityHeaders);
  });
  logRequests(app2, { clientAddress: logClientAddress });
  healthRoutes(app2, leads2, { maxPendingMs: readyMaxPendingMs });
  if (leads2) await app2.register(leadRoutes(leads2, distDir2));
  const sendNotFound = (reply) => reply.code(404).type("text/html; charset=utf-8").header("Cache-Control", "no-cache").send(notFoundHtml);
  app2.get("/*", staticHandler(site, sendNotFound));
  app2.setNotFoundHandler((_request, reply) => sendNotFound(reply));
  app2.setErrorHandler((error, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    if (status >= 500 && !logger) console.error(`${request.method} ${request.url.slice(0, 200)}: ${error.stack ?? error.message}`);
    return sendError(reply, status);
  });
  return app2;
}

// server/leads/config.ts
var ConfigError = class extends Error {
  constructor(problems) {
    super(`Felaktig konfiguration av lead-servern:
${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.problems = problems;
  }
  problems;
};
var emailLike = /^[^@\s,]+@[^@\s,]+\.[^@\s,]+$/;
function loadLeadConfig(env = process.env, root2 = process.cwd()) {
  const problems = [];
  const text = (name) => {
    const value = env[name]?.trim();
    return value ? value : void 0;
  };
  const number = (name, fallback, { min, integer = false }) => {
    const raw = text(name);
    if (raw === void 0) return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < min || integer && !Number.isInteger(value)) {
      problems.push(`${name}="${raw}" ska vara ${integer ? "ett heltal" : "ett tal"} \u2265 ${min}.`);
      return fallback;
    }
    return value;
  };
  const url = (name, protocols) => {
    const raw = text(name);
    if (raw === void 0) return void 0;
    try {
      const parsed = new URL(raw);
      if (protocols.includes(parsed.protocol)) return raw;
    } catch {
    }
    problems.push(`${name} ska vara en adress som b\xF6rjar med ${protocols.map((p) => `${p}//`).join(" eller ")}.`);
    return void 0;
  };
  const { database, problems: databaseProblems } = databaseFrom(env, root2);
  problems.push(...databaseProblems);
  const trustProxy = text("TRUST_PROXY");
  if (trustProxy !== void 0 && !/^\d+$/.test(trustProxy)) problems.push(`TRUST_PROXY="${trustProxy}" ska vara antalet omv\xE4nda proxyer framf\xF6r servern (0, 1, 2 \u2026), inte true eller en adress.`);
  const formSecret = text("FORM_SECRET");
  if (formSecret !== void 0 && formSecret.length < 32) problems.push("FORM_SECRET ska vara minst 32 tecken l\xE5ngt (eller utel\xE4mnas).");
  const smtpUrl = url("SMTP_URL", ["smtp:", "smtps:"]);
  const notifyEmail = text("NOTIFY_EMAIL");
  const mailFrom = text("MAIL_FROM");
  const recipients = notifyEmail?.split(",").map((s) => s.trim());
  if (notifyEmail && !recipients.every((r) => emailLike.test(r))) problems.push("NOTIFY_EMAIL ska vara en e-postadress (flera \xE5tskiljs med komma).");
  if (smtpUrl && !notifyEmail) problems.push("SMTP_URL \xE4r satt men inte NOTIFY_EMAIL: vem ska f\xE5 notisen?");
  if (notifyEmail && !smtpUrl && text("SMTP_URL") === void 0) problems.push("NOTIFY_EMAIL \xE4r satt men inte SMTP_URL: ange SMTP-servern som skickar notisen.");
  if (mailFrom && !/^(?:[^<>]*<)?[^@\s<>]+@[^@\s<>]+>?$/.test(mailFrom)) problems.push('MAIL_FROM ska vara en e-postadress, t.ex. "Webbplatsen <webb@foretag.se>".');
  const webhookUrl = url("WEBHOOK_URL", ["https:", "http:"]);
  const webhookSecret = text("WEBHOOK_SECRET");
  if (webhookUrl && !webhookSecret) problems.push("WEBHOOK_URL \xE4r satt men inte WEBHOOK_SECRET: webhooken signeras alltid.");
  if (webhookSecret !== void 0 && webhookSecret.length < 16) problems.push("WEBHOOK_SECRET ska vara minst 16 tecken l\xE5ngt.");
  const config2 = {
    database,
    ...formSecret ? { formSecret } : {},
    minFillMs: number("LEAD_MIN_FILL_SECONDS", 3, { min: 0 }) * 1e3,
    maxFormAgeMs: number("LEAD_FORM_MAX_AGE_HOURS", 24, { min: 0.01 }) * 36e5,
    tokenMaxUses: number("LEAD_TOKEN_MAX_USES", 3, { min: 1, integer: true }),
    trustProxyHops: number("TRUST_PROXY", 0, { min: 0, integer: true }),
    timeouts: {
      requestMs: number("REQUEST_TIMEOUT_SECONDS", 30, { min: 0.1 }) * 1e3,
      headersMs: number("HEADERS_TIMEOUT_SECONDS", 10, { min: 0.1 }) * 1e3,
      idleMs: number("IDLE_TIMEOUT_SECONDS", 60, { min: 0.1 }) * 1e3
    },
    rateLimit: {
      max: number("LEAD_RATE_LIMIT", 10, { min: 1, integer: true }),
      windowMs: number("LEAD_RATE_WINDOW_SECONDS", 600, { min: 1 }) * 1e3
    },
    bodyLimit: number("LEAD_BODY_LIMIT_BYTES", 64 * 1024, { min: 1024, integer: true }),
    ...smtpUrl && notifyEmail ? { email: { smtpUrl, to: notifyEmail, from: mailFrom ?? recipients[0] } } : {},
    ...webhookUrl && webhookSecret ? { webhook: { url: webhookUrl, secret: webhookSecret } } : {},
    outbox: {
      maxAttempts: number("NOTIFY_MAX_ATTEMPTS", 12, { min: 1, integer: true }),
      baseMs: number("NOTIFY_RETRY_BASE_SECONDS", 10, { min: 0.01 }) * 1e3,
      maxMs: number("NOTIFY_RETRY_MAX_SECONDS", 3600, { min: 0.01 }) * 1e3,
      failedRetryMs: number("NOTIFY_FAILED_RETRY_MINUTES", 60, { min: 1e-3 }) * 6e4,
      leaseMs: number("NOTIFY_LEASE_SECONDS", 120, { min: 1 }) * 1e3,
      pollMs: number("NOTIFY_POLL_SECONDS", 10, { min: 0.1 }) * 1e3
    },
    readyMaxPendingMs: number("READY_MAX_PENDING_MINUTES", 15, { min: 0.01 }) * 6e4,
    shutdownMs: number("SHUTDOWN_TIMEOUT_SECONDS", 10, { min: 0.1 }) * 1e3
  };
  const logLevel = text("LOG_LEVEL");
  if (logLevel !== void 0 && !["fatal", "error", "warn", "info", "debug", "trace", "silent"].includes(logLevel.toLowerCase())) {
    problems.push(`LOG_LEVEL="${logLevel}" ska vara error, warn, info eller debug.`);
  }
  if (problems.length) throw new ConfigError(problems);
  return config2;
}

// server/leads/service.ts
import { randomBytes as randomBytes3 } from "node:crypto";

// server/leads/channel-check.ts
import { connect } from "node:net";

// server/leads/notify.ts
import { createHmac as createHmac2 } from "node:crypto";
import nodemailer from "nodemailer";

// server/leads/lead-email.ts
var escapeHtml2 = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
function telHref(phone) {
  const digits = phone.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return `tel:${digits}`;
  if (digits.startsWith("00")) return `tel:+${digits.slice(2)}`;
  return `tel:+46${digits.replace(/^0/, "")}`;
}
var footer = (view, name) => `Svara p\xE5 det h\xE4r mejlet s\xE5 g\xE5r svaret direkt till ${name ?? "avs\xE4ndaren"}. Lead nr ${view.id} i leads-databasen.`;
function leadEmailText(view) {
  const lines = view.fields.map(({ label, text }) => text.includes("\n") ? `${label}:
${text}` : `${label}: ${text}`);
  const name = view.fields.find((f) => f.field === "name")?.text;
  return [
    view.subject,
    "",
    `${view.kindTitle} via webbplatsen${view.urgent ? " \u2013 kunden vill komma i g\xE5ng s\xE5 snart som m\xF6jligt" : ""}.`,
    "",
    ...lines,
    "",
    `Sida: ${view.pageUrl}`,
    `Mottagen: ${view.receivedAt}`,
    "",
    footer(view, name),
    ""
  ].join("\n");
}
var cell = "padding:8px 12px;border-bottom:1px solid #d5dbe3;vertical-align:top;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a2233";
function valueHtml({ field, text }) {
  const shown = escapeHtml2(text).replace(/\n/g, "<br>");
  if (field === "email") return `<a href="mailto:${escapeHtml2(encodeURI(text))}" style="color:#0b4f8a">${shown}</a>`;
  if (field === "phone") return `<a href="${escapeHtml2(telHref(text))}" style="color:#0b4f8a">${shown}</a>`;
  return shown;
}
function leadEmailHtml(view) {
  const name = view.fields.find((f) => f.field === "name")?.text;
  const rows = view.fields.map((f) => `<tr><th scope="row" style="${cell};text-align:left;font-weight:bold;width:35%">${escapeHtml2(f.label)}</th><td style="${cell}">${valueHtml(f)}</td></tr>`).join("\n");
  const urgent = view.urgent ? `<p style="margin:0 0 16px;padding:8px 12px;background:#fdecea;border-left:4px solid #b3261e;color:#5c0f0a;font-family:Arial,Helvetica,sans-serif;font-size:15px"><strong>Br\xE5dskande:</strong> kunden vill komma i g\xE5ng s\xE5 snart som m\xF6jligt.</p>` : "";
  return `<!DOCTYPE html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml2(view.subject)}</title>
</head>
<body style="margin:0;padding:16px;background:#ffffff;color:#1a2233">
<h1 style="margin:0 0 8px;font-family:Arial,Helvetica,sans-serif;font-size:20px;line-height:1.3;color:#1a2233">${escapeHtml2(view.subject)}</h1>
<p style="margin:0 0 16px;font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#3d4757">${escapeHtml2(view.kindTitle)} via webbplatsen, mottagen ${escapeHtml2(view.receivedAt)}.</p>
${urgent}<table cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;width:100%;max-width:640px">
${rows}
<tr><th scope="row" style="${cell};text-align:left;font-weight:bold">Sida</th><td style="${cell}"><a href="${escapeHtml2(view.pageUrl)}" style="color:#0b4f8a">${escapeHtml2(view.pageUrl)}</a></td></tr>
</table>
<p style="margin:16px 0 0;font-family:Arial,Helvetica,sans-serif;font-size:13px;color:#3d4757">${escapeHtml2(footer(view, name))}</p>
</body>
</html>
`;
}
var leadEmail = (view) => ({ subject: view.subject, text: leadEmailText(view), html: leadEmailHtml(view) });

// server/leads/notify.ts
var NotifyError = class extends Error {
  constructor(message, permanent = false) {
    super(message);
    this.permanent = permanent;
  }
  permanent;
};
function senderDomain(from) {
  return /@([^@\s<>]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
}
function smtpTransport(smtpUrl) {
  return nodemailer.createTransport({
    url: smtpUrl,
    // One connection per mail (no pool): a failure is this mail's and comes back at once, so the
    // outbox alone decides about retries. Leads are few; the set-up cost per mail does not matter.
    // A receiver that hangs must not hold the outbox forever.
    connectionTimeout: 1e4,
    greetingTimeout: 1e4,
    socketTimeout: 3e4
  });
}
function emailSender({ smtpUrl, to, from }, site) {
  const transport = smtpTransport(smtpUrl);
  const domain = senderDomain(from);
  return async (lead, deliveryId) => {
    const { subject, text, html } = leadEmail(leadView(lead, site));
    try {
      await transport.sendMail({
        from,
        to,
        replyTo: { name: lead.fields.name ?? "", address: lead.fields.email ?? "" },
        subject,
        text,
        html,
        // The same id on a retry lets mail programs recognise a duplicate if an earlier try got through.
        messageId: `<lead-${lead.id}-${deliveryId}@${domain}>`,
        headers: { "X-Lead-Id": String(lead.id) }
      });
    } catch (error) {
      const code = error.responseCode;
      throw new NotifyError(`SMTP: ${error.message}`.slice(0, 500), code !== void 0 && code >= 500 && code < 600);
    }
  };
}
function webhookPayload(lead, site) {
  const view = leadView(lead, site);
  return {
    event: "lead.created",
    id: lead.id,
    kind: lead.kind,
    page: lead.page,
    createdAt: lead.createdAt,
    idempotencyKey: lead.idempotencyKey,
    fields: lead.fields,
    subject: view.subject,
    urgent: view.urgent,
    pageUrl: view.pageUrl,
    labels: view.fields.map(({ field, label, text }) => ({ field, label, text }))
  };
}
function webhookSignature(secret, timestamp, body) {
  return `sha256=${createHmac2("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}
function webhookSender({ url, secret }, site) {
  return async (lead, deliveryId) => {
    const body = JSON.stringify(webhookPayload(lead, site));
    const timestamp = String(Math.floor(Date.now() / 1e3));
    let response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "User-Agent": "nordvik-cfo-leads/1",
          "X-Lead-Timestamp": timestamp,
          "X-Lead-Signature": webhookSignature(secret, timestamp, body),
          "X-Lead-Delivery": String(deliveryId),
          "Idempotency-Key": lead.idempotencyKey
        },
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(15e3)
      });
    } catch (error) {
      const cause = error.cause;
      throw new NotifyError(`webhook: ${error.message}${cause ? ` (${cause.code ?? cause.message})` : ""}`);
    }
    await response.body?.cancel();
    if (response.ok) return;
    const permanent = response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429;
    throw new NotifyError(`webhook: HTTP ${response.status}`, permanent);
  };
}

// server/leads/channel-check.ts
async function checkSmtp(smtpUrl) {
  const transport = smtpTransport(smtpUrl);
  try {
    await transport.verify();
  } finally {
    transport.close();
  }
}
function checkWebhook(url, timeoutMs = 5e3) {
  const { hostname: hostname2, port: port2, protocol } = new URL(url);
  return new Promise((resolve2, reject) => {
    const socket = connect({ host: hostname2.replace(/^\[|\]$/g, ""), port: Number(port2 || (protocol === "https:" ? 443 : 80)), timeout: timeoutMs });
    socket.once("connect", () => {
      socket.destroy();
      resolve2();
    });
    socket.once("timeout", () => {
      socket.destroy();
      reject(new Error(`ingen kontakt med ${hostname2} inom ${timeoutMs / 1e3} s`));
    });
    socket.once("error", reject);
  });
}
var reason = (error) => {
  const { code, message } = error;
  return `${code ? `${code}: ` : ""}${message ?? String(error)}`.slice(0, 300);
};
async function checkChannels(config2) {
  const checks = [];
  if (config2.email) checks.push(["email", () => checkSmtp(config2.email.smtpUrl)]);
  if (config2.webhook) checks.push(["webhook", () => checkWebhook(config2.webhook.url)]);
  const states = await Promise.all(
    checks.map(async ([channel, check]) => {
      try {
        await check();
        return [channel, { ok: true, at: (/* @__PURE__ */ new Date()).toISOString() }];
      } catch (error) {
        return [channel, { ok: false, at: (/* @__PURE__ */ new Date()).toISOString(), error: reason(error) }];
      }
    })
  );
  return Object.fromEntries(states);
}

// server/leads/log.ts
function textLog(write) {
  return { info: (_data, message) => write(message), warn: (_data, message) => write(message), error: (_data, message) => write(message) };
}
var stderrLog = textLog((message) => console.error(message));
var asLeadLog = (log2) => log2 === void 0 ? stderrLog : typeof log2 === "function" ? textLog(log2) : log2;

// server/leads/outbox.ts
import { hostname } from "node:os";
import { randomBytes as randomBytes2 } from "node:crypto";
function backoffMs(attempt, { baseMs, maxMs }, random = Math.random) {
  const plain = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), maxMs);
  return Math.round(plain * (0.8 + 0.4 * random()));
}
var Outbox = class {
  constructor(store, senders, policy, log2, parallel = 4) {
    this.store = store;
    this.senders = senders;
    this.policy = policy;
    this.parallel = parallel;
    this.log = asLeadLog(log2);
  }
  store;
  senders;
  policy;
  parallel;
  /** Names this worker in the rows it claims: host and process, for whoever reads the table. */
  workerId = `${hostname()}:${process.pid}:${randomBytes2(3).toString("hex")}`;
  timer;
  running;
  again = false;
  stopped = false;
  log;
  /** Revives failed rows, then sends whatever is due. */
  async start() {
    const revived = await this.store.reviveFailed(Date.now(), true);
    if (revived) this.log.info({ event: "notification.revived", count: revived }, `Notiser: ${revived} som misslyckades tidigare f\xF6rs\xF6ks igen.`);
    this.kick();
  }
  /** Something new may be due: run soon (never inside the request that stored it). */
  kick() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }
  /** Stops scheduling and waits for the sends in progress. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
  /** Waits until nothing is due now (for tests and the bench). */
  async idle() {
    while (this.running) await this.running;
  }
  schedule(delayMs) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), Math.max(0, Math.min(delayMs, 2 ** 31 - 1)));
    this.timer.unref();
  }
  run() {
    if (this.running || this.stopped) return this.running ?? Promise.resolve();
    this.running = this.drain().then(async () => {
      if (this.stopped) return;
      if (this.again) return this.schedule(0);
      const next = await this.store.nextDueAt();
      this.schedule(Math.min(next === void 0 ? Infinity : next - Date.now(), this.policy.pollMs));
    }).catch((error) => {
      this.log.error({ event: "outbox.unreadable", error: error.message }, `Notiser: utkorgen kunde inte l\xE4sas (${error.message}); nytt f\xF6rs\xF6k om 30 s.`);
      if (!this.stopped) this.schedule(3e4);
    }).finally(() => {
      this.running = void 0;
    });
    return this.running;
  }
  async drain() {
    try {
      do {
        this.again = false;
        const revived = await this.store.reviveFailed(Date.now());
        if (revived) this.log.info({ event: "notification.revived", count: revived }, `Notiser: ${revived} som misslyckades f\xF6rs\xF6ks igen.`);
        let rows;
        while (!this.stopped && (rows = await this.store.claim({ worker: this.workerId, now: Date.now(), limit: this.parallel, leaseMs: this.policy.leaseMs })).length > 0) {
          await Promise.all(rows.map((row) => this.deliver(row)));
        }
      } while (this.again && !this.stopped);
    } catch (error) {
      this.log.error({ event: "outbox.error", error: error.message }, `Notiser: ov\xE4ntat fel i utkorgen: ${error.message}`);
    }
  }
  async deliver(row) {
    const send = this.senders[row.channel];
    const lead = await this.store.lead(row.leadId);
    const retryAt = Date.now() + this.policy.failedRetryMs;
    const about = { leadId: row.leadId, channel: row.channel, notificationId: row.id };
    if (!send || !lead) {
      const reason2 = send ? "leadet saknas" : `kanalen ${row.channel} \xE4r inte konfigurerad`;
      await this.store.markFailed(row, reason2, retryAt);
      this.log.error({ event: "notification.failed", ...about, attempts: row.attempts, error: reason2 }, `Notis ${row.channel} f\xF6r lead ${row.leadId} gav upp: ${reason2}`);
      return;
    }
    try {
      await send(lead, row.id);
      await this.store.markSent(row);
      this.log.info({ event: "notification.sent", ...about, attempts: row.attempts + 1 }, `Notis ${row.channel} f\xF6r lead ${lead.id} skickad.`);
    } catch (error) {
      const attempt = row.attempts + 1;
      const message = error.message;
      if (error.permanent || attempt >= this.policy.maxAttempts) {
        await this.store.markFailed(row, message, retryAt);
        this.log.error(
          { event: "notification.failed", ...about, attempts: attempt, error: message, nextRoundAt: new Date(retryAt).toISOString() },
          `Notis ${row.channel} f\xF6r lead ${lead.id} misslyckades (${attempt} f\xF6rs\xF6k); n\xE4sta omg\xE5ng ${new Date(retryAt).toISOString()}: ${message}`
        );
      } else {
        const wait = backoffMs(attempt, this.policy);
        await this.store.markRetry(row, message, Date.now() + wait);
        this.log.warn(
          { event: "notification.retry", ...about, attempts: attempt, error: message, retryInMs: wait },
          `Notis ${row.channel} f\xF6r lead ${lead.id} misslyckades (f\xF6rs\xF6k ${attempt}/${this.policy.maxAttempts}), nytt f\xF6rs\xF6k om ${(wait / 1e3).toFixed(1)} s: ${message}`
        );
      }
    }
  }
};

// server/leads/service.ts
var randomSecret = () => randomBytes3(32).toString("base64url");
var noSite = { forms: () => void 0 };
async function createLeadService(config2, { log: given, site = noSite } = {}) {
  const log2 = asLeadLog(given);
  const store = await openLeadStore(config2.database, { log: (message) => log2.warn({ event: "database" }, message) });
  const channelStates = {};
  const remember = (channel, error) => channelStates[channel] = { ok: !error, at: (/* @__PURE__ */ new Date()).toISOString(), ...error ? { error } : {} };
  const watched = (channel, send) => async (lead, id) => {
    try {
      await send(lead, id);
      remember(channel);
    } catch (error) {
      remember(channel, error.message);
      throw error;
    }
  };
  const senders = {
    ...config2.email ? { email: watched("email", emailSender(config2.email, site)) } : {},
    ...config2.webhook ? { webhook: watched("webhook", webhookSender(config2.webhook, site)) } : {}
  };
  const channels2 = Object.keys(senders);
  const outbox = new Outbox(store, senders, config2.outbox, log2);
  try {
    const formSecret = config2.formSecret ?? await store.setting("form-secret", randomSecret);
    const rateLimit = await openRateLimit(store, config2.rateLimit, randomSecret);
    return {
      config: config2,
      store,
      outbox,
      channels: channels2,
      formSecret,
      rateLimit,
      log: log2,
      channelStates,
      async checkChannels() {
        for (const [channel, state] of Object.entries(await checkChannels(config2))) {
          channelStates[channel] = state;
          if (!state.ok) log2.warn({ event: "channel.check", channel, error: state.error }, `VARNING: notiser via ${channel === "email" ? "e-post (SMTP_URL)" : "webhook (WEBHOOK_URL)"} fungerar inte: ${state.error}. Leads sparas \xE4nd\xE5 och skickas n\xE4r inst\xE4llningen \xE4r r\xE4tt.`);
          else log2.info({ event: "channel.check", channel }, `Notiser via ${channel} fungerar.`);
        }
      },
      async close() {
        await outbox.stop();
        await store.close();
      }
    };
  } catch (error) {
    await store.close();
    throw error;
  }
}

// server/lifecycle.ts
var within = (promise, ms) => Promise.race([promise.then(() => true), new Promise((resolve2) => setTimeout(() => resolve2(false), ms).unref())]);
function stopOnSignals({ app: app2, leads: leads2, shutdownMs, watchParent }) {
  let closing = false;
  const stop = async (why) => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    app2.log.info({ event: "shutdown", reason: why, timeoutMs: shutdownMs }, `St\xE4nger (${why}): tar inte emot nya anslutningar, avslutar p\xE5g\xE5ende f\xF6rfr\xE5gningar.`);
    app2.server.closeIdleConnections();
    const drained = await within(app2.close(), shutdownMs);
    if (!drained) {
      app2.log.warn({ event: "shutdown.cut", afterMs: Date.now() - started }, "F\xF6rfr\xE5gningar som inte blev klara i tid avbryts (inget av dem har f\xE5tt svar om att leadet sparats).");
      app2.server.closeAllConnections();
    }
    const left = Math.max(1e3, shutdownMs - (Date.now() - started));
    const closed = await within(leads2.close(), left);
    app2.log.info({ event: "shutdown.done", ms: Date.now() - started, clean: drained && closed }, "Servern har st\xE4ngts.");
    process.exit(0);
  };
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void stop(signal));
  if (watchParent) {
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent) void stop("f\xF6r\xE4ldraprocessen avslutades");
    }, 500).unref();
  }
}

// server/index.ts
var root = path4.resolve(path4.dirname(fileURLToPath(import.meta.url)), "..");
var port = Number(process.env.PORT ?? 4173);
var host = process.env.HOST ?? "127.0.0.1";
var distDir = path4.resolve(root, process.env.DIST_DIR ?? "dist");
var config;
try {
  config = loadLeadConfig(process.env, root);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
var log = stderrLog;
var viaApp = { info: (d, m) => log.info(d, m), warn: (d, m) => log.warn(d, m), error: (d, m) => log.error(d, m) };
var leads;
try {
  leads = await createLeadService(config, { log: viaApp, site: loadSiteFacts(distDir) });
} catch (error) {
  if (!(error instanceof StoreError)) throw error;
  console.error(`Servern kan inte starta: ${error.message}`);
  process.exit(1);
}
var app = await buildServer({
  distDir,
  logger: loggerOptions(process.env),
  logClientAddress: process.env.LOG_CLIENT_ADDRESS === "1",
  readyMaxPendingMs: config.readyMaxPendingMs,
  leads,
  trustProxyHops: config.trustProxyHops,
  timeouts: config.timeouts
});
log = app.log;
stopOnSignals({ app, leads, shutdownMs: config.shutdownMs, watchParent: Boolean(process.env.npm_lifecycle_event) });
await app.listen({ port, host });
await leads.outbox.start();
var channels = [config.email && `e-post till ${config.email.to}`, config.webhook && `webhook ${new URL(config.webhook.url).origin}`].filter(Boolean);
app.log.info(
  { event: "start", port, database: leads.store.description.split(" ")[0] },
  `Webbplatsen k\xF6rs p\xE5 http://${host === "0.0.0.0" ? "localhost" : host}:${port}/ \u2014 leads sparas i ${describeDatabase(config.database, root)}; notiser: ${channels.length ? channels.join(" och ") : "inga (s\xE4tt SMTP_URL + NOTIFY_EMAIL eller WEBHOOK_URL)"}.`
);
void leads.checkChannels();
//# sourceMappingURL=server.js.map
