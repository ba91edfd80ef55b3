// The Verify button: SHA-256 (Web Crypto) over the bytes `narrator
// verify` hashes: "narrator-deal-v1\n", the seed in hex, then "\n" and
// each committed line. The words it shows come from the page (its
// catalogue), so this file has none.
"use strict";
(function () {
  var button = document.getElementById("verify");
  if (!button) {
    return;
  }
  var verdict = document.getElementById("verdict");
  function hex(buffer) {
    return Array.from(new Uint8Array(buffer))
      .map(function (b) { return b.toString(16).padStart(2, "0"); })
      .join("");
  }
  button.addEventListener("click", function () {
    verdict.className = "";
    if (!window.crypto || !window.crypto.subtle) {
      verdict.textContent = verdict.dataset.unsupported;
      return;
    }
    var seed = document.getElementById("seed").value.trim().toLowerCase();
    var text = "narrator-deal-v1\n" + seed;
    document.querySelectorAll("#deal li").forEach(function (li) {
      text += "\n" + li.textContent;
    });
    var published = document.getElementById("commitment").textContent.trim().toLowerCase();
    window.crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)).then(function (digest) {
      var ok = hex(digest) === published;
      verdict.textContent = ok ? verdict.dataset.match : verdict.dataset.mismatch;
      verdict.className = ok ? "match" : "mismatch";
    });
  });
})();
