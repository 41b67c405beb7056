"""The localstripe container of docker-compose.yml: localstripe on every interface of the container, and billing's
webhook registered once it answers (what deploy/local/run-distributed.sh and the embedded runner do on the host).

Environment: LOCALSTRIPE_PORT (8420), LOCALSTRIPE_WEBHOOK_URL (billing's /webhooks/stripe), LOCALSTRIPE_WEBHOOK_SECRET.
Its store lives in the container's /tmp (localstripe's own default), so it lasts as long as the container.
"""
import os
import signal
import subprocess
import sys
import time
import urllib.parse
import urllib.request

port = os.environ.get("LOCALSTRIPE_PORT", "8420")
base = f"http://127.0.0.1:{port}"
child = subprocess.Popen(["localstripe", "--port", port])
signal.signal(signal.SIGTERM, lambda *_: child.terminate())


def answers():
    request = urllib.request.Request(f"{base}/v1/balance", headers={"Authorization": "Bearer sk_test_probe"})
    try:
        with urllib.request.urlopen(request, timeout=2):
            return True
    except OSError:
        return False


while not answers():
    if child.poll() is not None:
        sys.exit(child.returncode)
    time.sleep(0.5)

url = os.environ.get("LOCALSTRIPE_WEBHOOK_URL")
if url:
    body = urllib.parse.urlencode({"url": url, "secret": os.environ.get("LOCALSTRIPE_WEBHOOK_SECRET", "")}).encode()
    with urllib.request.urlopen(urllib.request.Request(f"{base}/_config/webhooks/chalktalk", data=body), timeout=5):
        print(f"localstripe: events go to {url}", flush=True)
sys.exit(child.wait())
