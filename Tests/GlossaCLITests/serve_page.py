"""Drives `glossa serve`'s page in headless Chromium (Playwright) while editing the files it watches.

Usage: serve_page.py URL CATALOG.xcstrings LAYOUT.yaml
Prints one JSON object with what was seen; the Swift test asserts on it. Every wait is bounded.
"""
import json
import sys
import time
import urllib.request

from playwright.sync_api import sync_playwright

url, catalog_path, layout_path = sys.argv[1:4]
seen = {}
AR = 'td[data-locale="ar"]'
EN = 'td[data-locale="en"]'


def cell_state(page, selector):
    return page.eval_on_selector(selector, """td => ({
        version: td.dataset.version || "",
        img: (td.querySelector("img") || {}).src || "",
        findings: Array.from(td.querySelectorAll("li")).map(li => li.textContent)})""")


def write(path, text):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


with open(catalog_path, encoding="utf-8") as f:
    original_catalog = f.read()
with open(layout_path, encoding="utf-8") as f:
    original_layout = f.read()

with sync_playwright() as p:
    browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
    page = browser.new_page()
    page.goto(url)
    page.wait_for_selector(AR + " img", timeout=180_000)
    page.wait_for_selector(EN + " img", timeout=180_000)
    page.wait_for_function("document.querySelectorAll('td img').length > 0 && Array.from(document.querySelectorAll('td img')).every(i => i.complete && i.naturalWidth > 0)", timeout=60_000)
    seen["title"] = page.title()
    seen["status"] = page.text_content("#status")
    seen["columns"] = page.eval_on_selector_all("th", "ths => ths.map(t => t.textContent)")
    before_ar, before_en = cell_state(page, AR), cell_state(page, EN)
    seen["before"] = {"ar": before_ar, "en": before_en}
    seen["imageWidth"] = page.eval_on_selector(AR + " img", "i => i.naturalWidth")

    # The overlay toggle shows view frames and findings over each screen.
    seen["overlayHidden"] = page.eval_on_selector(AR + " .overlay", "o => getComputedStyle(o).display")
    page.check("#overlay-toggle")
    seen["overlayShown"] = page.eval_on_selector(AR + " .overlay", "o => getComputedStyle(o).display")
    seen["overlayBoxes"] = page.eval_on_selector_all(AR + " .overlay .box", "b => b.length")

    # A translation becomes too long for its view: only the Arabic screen changes, without a reload.
    page.evaluate("window.__marker = 'same page'")
    catalog = json.loads(original_catalog)
    catalog["strings"]["settings.wifi.notConnected"]["localizations"]["ar"]["stringUnit"]["value"] = \
        "غير متصل بأي شبكة لاسلكية في الوقت الحالي"
    started = time.monotonic()
    write(catalog_path, json.dumps(catalog, ensure_ascii=False, indent=2))
    page.wait_for_function(
        f"(before) => {{ const td = document.querySelector('{AR}'); return td && td.dataset.version !== before; }}",
        arg=before_ar["version"], timeout=60_000)
    seen["secondsToChange"] = round(time.monotonic() - started, 3)
    page.wait_for_function(f"document.querySelector('{AR} img').complete", timeout=30_000)
    seen["afterEdit"] = {"ar": cell_state(page, AR), "en": cell_state(page, EN)}
    seen["marker"] = page.evaluate("window.__marker")

    # A broken file shows its error on the page and keeps the last good screens.
    write(catalog_path, original_catalog[: len(original_catalog) // 2])
    page.wait_for_selector("#errors pre", timeout=60_000)
    seen["catalogError"] = page.text_content("#errors pre")
    seen["afterBadCatalog"] = {"ar": cell_state(page, AR), "en": cell_state(page, EN)}
    write(catalog_path, original_catalog)
    page.wait_for_function("document.querySelectorAll('#errors pre').length === 0", timeout=60_000)
    write(layout_path, original_layout.replace("spacing: 8\n", "spacing: eight\n", 1))
    page.wait_for_selector("#errors pre", timeout=60_000)
    seen["layoutError"] = page.text_content("#errors pre")
    write(layout_path, original_layout)
    page.wait_for_function("document.querySelectorAll('#errors pre').length === 0", timeout=60_000)
    page.wait_for_function(
        f"(v) => {{ const li = Array.from(document.querySelectorAll('{AR} li')).map(l => l.textContent).join(' '); return !li.includes('wifi-value'); }}",
        arg=None, timeout=60_000)
    seen["restored"] = {"ar": cell_state(page, AR), "en": cell_state(page, EN)}
    seen["marker2"] = page.evaluate("window.__marker")
    browser.close()

with urllib.request.urlopen(url + "png/settings/iphone-15/ar.png") as response:
    seen["pngType"] = response.headers["Content-Type"]
    seen["pngBytes"] = len(response.read())
print(json.dumps(seen, ensure_ascii=False))
