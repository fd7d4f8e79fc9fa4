/// The preview's one page: a grid of screens (a row per layout, device and size; a column per locale),
/// each with its findings and an overlay of view frames and findings, kept current by server-sent events.
///
/// The page holds no state of its own: it draws `/state.json`, and on each `update` event fetches it
/// again and replaces only the cells whose version changed, so an edit shows without a reload.
enum PreviewPage {
    static let html = """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>Glossa preview</title>
    <style>
    body { font: 13px system-ui, sans-serif; margin: 0; background: #f2f2f7; color: #1c1c1e; }
    header { position: sticky; top: 0; z-index: 2; display: flex; gap: 16px; align-items: center; padding: 8px 16px;
             background: #fff; border-bottom: 1px solid #d1d1d6; }
    h1 { font-size: 15px; margin: 0; }
    #status { color: #8e8e93; }
    #errors pre { margin: 8px 16px; padding: 8px; background: #ffe5e5; border: 1px solid #ff3b30; white-space: pre-wrap; }
    table { border-collapse: collapse; margin: 8px; }
    th { position: sticky; top: 40px; background: #f2f2f7; padding: 4px; font-weight: 600; }
    th.row { position: static; text-align: left; vertical-align: top; max-width: 120px; }
    td { vertical-align: top; padding: 6px; }
    .screen { position: relative; width: 240px; background: #fff; box-shadow: 0 0 0 1px #c7c7cc; }
    .screen img { display: block; width: 100%; height: auto; }
    .overlay { display: none; position: absolute; inset: 0; }
    body.overlay-on .overlay { display: block; }
    .box { position: absolute; box-sizing: border-box; border: 1px solid rgba(0, 122, 255, .7); }
    .box.finding { border: 2px solid #ff3b30; }
    .box.finding span { position: absolute; top: -13px; left: 0; font-size: 9px; color: #fff; background: #ff3b30; padding: 0 2px; }
    ul.findings { margin: 4px 0 0; padding: 0; list-style: none; width: 240px; }
    ul.findings li { margin: 2px 0; padding: 2px 4px; border-left: 3px solid #ff9500; background: #fff; word-wrap: break-word; }
    ul.findings li.error { border-color: #ff3b30; }
    </style>
    </head>
    <body>
    <header>
      <h1>Glossa preview</h1>
      <label><input type="checkbox" id="overlay-toggle"> Overlay: frames and findings</label>
      <span id="status">connecting…</span>
    </header>
    <div id="errors"></div>
    <div id="grid"></div>
    <script>
    // The page's one escaping function for HTML text and attributes; URLs come percent-encoded from the server.
    const esc = (s) => String(s ?? "").replace(/[&<>"']/g, (c) => ({"&": "&amp;", "<": "&lt;", ">": "&gt;", "\\"": "&quot;", "'": "&#39;"}[c]));
    const pct = (v, total) => (100 * v / total).toFixed(3) + "%";
    function box(frame, s, cls, label) {
      const style = `left:${pct(frame.x, s.width)};top:${pct(frame.y, s.height)};width:${pct(frame.width, s.width)};height:${pct(frame.height, s.height)}`;
      return `<div class="box ${cls}" style="${style}">${label ? `<span>${esc(label)}</span>` : ""}</div>`;
    }
    function cell(s) {
      const views = s.views.map((v) => box(v.frame, s, "view", "")).join("");
      const marks = s.findings.filter((f) => f.frame).map((f) => box(f.frame, s, "finding", f.kind)).join("");
      const list = s.findings.map((f) =>
        `<li class="${esc(f.severity)}" data-kind="${esc(f.kind)}"><b>${esc(f.kind)}</b> ${esc(f.view)}: ${esc(f.message)}</li>`).join("");
      return `<div class="screen" dir="ltr"><img alt="${esc(s.key)}" src="${esc(s.png)}"><div class="overlay">${views}${marks}</div></div>` +
        `<ul class="findings">${list}</ul>`;
    }
    let shape = "";
    async function refresh() {
      const state = await (await fetch("/state.json", {cache: "no-store"})).json();
      document.getElementById("errors").innerHTML = state.errors.map((e) => `<pre class="error">${esc(e)}</pre>`).join("");
      const locales = [], rows = [];
      for (const s of state.screens) {
        if (!locales.includes(s.locale)) locales.push(s.locale);
        const row = `${s.layout} · ${s.device} · ${s.contentSize}`;
        if (!rows.includes(row)) rows.push(row);
      }
      const now = JSON.stringify([locales, rows, state.screens.map((s) => s.key)]);
      if (now !== shape) {
        shape = now;
        const head = "<tr><th></th>" + locales.map((l) => `<th>${esc(l)}</th>`).join("") + "</tr>";
        const body = rows.map((row) => `<tr><th class="row">${esc(row)}</th>` + locales.map((l) =>
          `<td data-row="${esc(row)}" data-locale="${esc(l)}"></td>`).join("") + "</tr>").join("");
        document.getElementById("grid").innerHTML = `<table>${head}${body}</table>`;
      }
      for (const s of state.screens) {
        const td = document.querySelector(`td[data-row="${CSS.escape(`${s.layout} · ${s.device} · ${s.contentSize}`)}"][data-locale="${CSS.escape(s.locale)}"]`);
        if (td && td.dataset.version !== String(s.version)) {
          td.innerHTML = cell(s);
          td.dataset.version = String(s.version);
          td.dataset.key = s.key;
        }
      }
      document.body.dataset.version = String(state.version);
    }
    document.getElementById("overlay-toggle").addEventListener("change", (e) =>
      document.body.classList.toggle("overlay-on", e.target.checked));
    const events = new EventSource("/events");
    events.addEventListener("update", (e) => {
      if (JSON.parse(e.data).version !== Number(document.body.dataset.version)) refresh();
    });
    events.onopen = () => { document.getElementById("status").textContent = "live"; };
    events.onerror = () => { document.getElementById("status").textContent = "reconnecting…"; };
    refresh();
    </script>
    </body>
    </html>
    """
}
