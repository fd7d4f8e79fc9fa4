#!/usr/bin/env python3
"""A picture of Weblate's translate page for one string, as a translator sees it (scripts/weblate-integration.sh,
WEBLATE_PAGE=FILE.png): signs in as the integration's admin in headless Chromium (Debian's, driven by Playwright),
opens the unit of KEY in LANGUAGE and saves a full-page screenshot.
"""
import argparse
import json
import os
import urllib.parse
import urllib.request

from playwright.sync_api import sync_playwright


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--project", required=True)
    parser.add_argument("--component", required=True)
    parser.add_argument("--language", required=True)
    parser.add_argument("--key", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--user", default="admin")
    parser.add_argument("--password", default="glossa-admin")
    args = parser.parse_args()

    query = urllib.parse.quote(f'context:="{args.key}"')
    units = f"{args.url}/api/translations/{args.project}/{args.component}/{args.language}/units/?q={query}"
    request = urllib.request.Request(units, headers={"Authorization": f"Token {os.environ['WEBLATE_TOKEN']}"})
    results = json.load(urllib.request.urlopen(request))["results"]
    if not results:
        raise SystemExit(f"weblate-page: no unit {args.key} in {args.language}")
    page_url = results[0]["web_url"]

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page(viewport={"width": 1440, "height": 1000}, device_scale_factor=1)
        page.goto(f"{args.url}/accounts/login/")
        page.fill("input[name=username]", args.user)
        page.fill("input[name=password]", args.password)
        page.click("form[action*='login'] button[type=submit], form[action*='login'] input[type=submit]")
        page.wait_for_load_state("networkidle")
        page.goto(page_url)
        page.wait_for_load_state("networkidle")
        page.screenshot(path=args.out, full_page=True)
        browser.close()


if __name__ == "__main__":
    main()
