"""A headless Chromium driven through the DevTools protocol over --remote-debugging-pipe.

Standard library only: Chromium reads commands from fd 3 and writes answers and events to fd 4,
each a JSON message ended by a NUL byte. One page, its console and exceptions recorded.
"""
import base64
import json
import os
import subprocess
import threading
import time

CHROMIUM_CANDIDATES = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"]


def find_chromium():
    for path in CHROMIUM_CANDIDATES:
        if os.access(path, os.X_OK):
            return path
    return None


class BrowserError(Exception):
    pass


class Browser:
    """One headless Chromium; `env` is its environment (None: this process's), e.g. a FONTCONFIG_FILE."""

    def __init__(self, executable, profile_dir, log_path, env=None):
        to_browser_r, self._to_browser = os.pipe()
        self._from_browser, from_browser_w = os.pipe()

        def child_fds():
            # Move both ends clear of 3 and 4 first: either may already be one of them.
            a, b = os.dup(to_browser_r), os.dup(from_browser_w)
            os.dup2(a, 3)
            os.dup2(b, 4)

        self._log = open(log_path, "wb")
        self.proc = subprocess.Popen(
            [executable, "--headless", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
             "--disable-quic", "--no-first-run", "--disable-background-networking",
             "--disable-component-update", "--disable-sync", "--disable-extensions",
             "--hide-scrollbars", "--user-data-dir=" + profile_dir, "about:blank"],
            stdin=subprocess.DEVNULL, stdout=self._log, stderr=self._log,
            preexec_fn=child_fds, pass_fds=(3, 4), env=env)  # preexec_fn runs before the other fds are closed
        os.close(to_browser_r)
        os.close(from_browser_w)
        self._next_id = 0
        self._answers = {}
        self._cond = threading.Condition()
        self.events = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        self.session = None

    def _read(self):
        buf = b""
        while True:
            chunk = os.read(self._from_browser, 1 << 20)
            if not chunk:
                break
            buf += chunk
            while b"\0" in buf:
                raw, buf = buf.split(b"\0", 1)
                msg = json.loads(raw)
                with self._cond:
                    if "id" in msg:
                        self._answers[msg["id"]] = msg
                    else:
                        self.events.append(msg)
                    self._cond.notify_all()
        with self._cond:
            self._closed = True
            self._cond.notify_all()

    def send(self, method, params=None, session=True, timeout=30):
        self._next_id += 1
        mid = self._next_id
        msg = {"id": mid, "method": method, "params": params or {}}
        if session and self.session:
            msg["sessionId"] = self.session
        os.write(self._to_browser, json.dumps(msg).encode() + b"\0")
        deadline = time.time() + timeout
        with self._cond:
            while mid not in self._answers:
                left = deadline - time.time()
                if left <= 0 or getattr(self, "_closed", False):
                    raise BrowserError("no answer to %s within %ss" % (method, timeout))
                self._cond.wait(left)
            answer = self._answers.pop(mid)
        if "error" in answer:
            raise BrowserError("%s: %s" % (method, answer["error"]))
        return answer.get("result", {})

    def wait_event(self, method, since, timeout=30):
        deadline = time.time() + timeout
        with self._cond:
            while True:
                for e in self.events[since:]:
                    if e.get("method") == method:
                        return e
                left = deadline - time.time()
                if left <= 0:
                    raise BrowserError("no %s within %ss" % (method, timeout))
                self._cond.wait(left)

    def open_page(self):
        targets = self.send("Target.getTargets", session=False)["targetInfos"]
        page = next(t for t in targets if t["type"] == "page")
        self.session = self.send("Target.attachToTarget", {"targetId": page["targetId"], "flatten": True},
                                 session=False)["sessionId"]
        for domain in ("Page.enable", "Runtime.enable", "Log.enable"):
            self.send(domain)

    def viewport(self, width, height, mobile):
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})

    def navigate(self, url):
        """Loads url and waits for its load event; returns the seconds from navigate to load."""
        since = len(self.events)
        start = time.time()
        self.send("Page.navigate", {"url": url})
        self.wait_event("Page.loadEventFired", since, timeout=60)
        return time.time() - start

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                "awaitPromise": True})
        if "exceptionDetails" in result:
            raise BrowserError("evaluate %r: %s" % (expression, result["exceptionDetails"]))
        return result["result"].get("value")

    def screenshot(self, path):
        data = self.send("Page.captureScreenshot", {"format": "png"})["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))

    def errors(self):
        """Console errors, uncaught exceptions and error log entries (a CSP refusal is one)."""
        found = []
        for e in self.events:
            m, p = e.get("method"), e.get("params", {})
            if m == "Runtime.exceptionThrown":
                found.append("exception: " + json.dumps(p.get("exceptionDetails", {}))[:400])
            elif m == "Runtime.consoleAPICalled" and p.get("type") in ("error", "assert"):
                found.append("console.%s: %s" % (p["type"], json.dumps(p.get("args", []))[:400]))
            elif m == "Log.entryAdded" and p.get("entry", {}).get("level") == "error":
                found.append("log: " + p["entry"].get("text", "")[:400])
        return found

    def close(self):
        try:
            self.send("Browser.close", session=False, timeout=5)
        except BrowserError:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        os.close(self._to_browser)
        self._log.close()
