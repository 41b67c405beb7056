#!/usr/bin/env bash
# Lints the chart and validates what it renders against the Kubernetes API schemas, strictly (no unknown fields),
# for every values file: values.yaml alone and with values-production.yaml. Non-zero on any problem.
# Needs helm, kubeconform and the schemas from install-system-deps.sh (all offline under .cache/).
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
# shellcheck source=deploy/scripts/tool-versions.sh
source "$root/deploy/scripts/tool-versions.sh"
chart="$root/helm/chalktalk"
schemas="$root/.cache/kubernetes-json-schema"
export PATH="$root/.cache/bin:$PATH"

for tool in helm kubeconform; do
  command -v "$tool" >/dev/null || { echo "check-helm: $tool missing; run deploy/scripts/install-system-deps.sh" >&2; exit 1; }
done
[ -d "$schemas/$K8S_SCHEMA_VERSION-standalone-strict" ] ||
  { echo "check-helm: no schemas in $schemas; run deploy/scripts/install-system-deps.sh" >&2; exit 1; }

started=$SECONDS
check() {
  local label=$1
  shift
  echo "check-helm: $label"
  helm lint --strict --quiet "$chart" "$@"
  # --kube-version: render for the release the schemas describe.
  helm template chalktalk "$chart" --kube-version "${K8S_SCHEMA_VERSION#v}" "$@" |
    kubeconform -strict -summary -kubernetes-version "${K8S_SCHEMA_VERSION#v}" -schema-location "$schemas"
}

check "values.yaml"
check "values.yaml + values-production.yaml" -f "$chart/values-production.yaml"

# The chart's own rules: the gateway gets its Host names, and the dev mailbox cannot be turned on in any way.
render() { helm template chalktalk "$chart" --kube-version "${K8S_SCHEMA_VERSION#v}" "$@"; }
render | grep -A1 -- '- name: ALLOWED_HOSTS' | grep -q 'value: "chalktalk.local"' ||
  { echo "check-helm: the gateway does not get ALLOWED_HOSTS=chalktalk.local (ingress.host)" >&2; exit 1; }
for setting in services.notifications.env.DEV_MAILBOX=true services.gateway.env.DEV_MAILBOX=1 config.DEV_MAILBOX=true \
  services.notifications.secretEnv.DEV_MAILBOX.secret=s,services.notifications.secretEnv.DEV_MAILBOX.key=k; do
  if out=$(render --set "$setting" 2>&1); then
    echo "check-helm: --set $setting rendered; the chart must refuse DEV_MAILBOX" >&2
    exit 1
  fi
  grep -q 'DEV_MAILBOX is refused' <<<"$out" ||
    { echo "check-helm: --set $setting failed for another reason: $out" >&2; exit 1; }
done
# Every install names its community moderators (services.community.moderatorIds → COMMUNITY_MODERATOR_IDS).
render --set 'services.community.moderatorIds={0b7c6f5e-1d2a-4c3b-9e8f-7a6b5c4d3e2f,5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a}' |
  grep -A1 -- '- name: COMMUNITY_MODERATOR_IDS' |
  grep -q 'value: "0b7c6f5e-1d2a-4c3b-9e8f-7a6b5c4d3e2f,5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a"' ||
  { echo "check-helm: services.community.moderatorIds does not reach COMMUNITY_MODERATOR_IDS" >&2; exit 1; }
echo "check-helm: ALLOWED_HOSTS set; DEV_MAILBOX refused (env, secretEnv, config); moderators passed to community"
echo "check-helm: chart ok in $((SECONDS - started)) s"
