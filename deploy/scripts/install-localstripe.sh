#!/usr/bin/env bash
# Installs localstripe (PyPI: a stateful local Stripe API server that also serves a stand-in for Stripe.js) into a
# Python virtual environment under .cache/localstripe, only when it is missing or at another version. The billing
# service's Stripe adapter talks to it in `make dev` and in the tests (deploy/infra/localstripe/README.md).
# The name the tests' skip hints give; install-system-deps.sh installs it the same way.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
# shellcheck source=deploy/scripts/tool-versions.sh
source "$root/deploy/scripts/tool-versions.sh"
exec bash "$root/deploy/scripts/install-pypi-tool.sh" localstripe "$LOCALSTRIPE_VERSION"
