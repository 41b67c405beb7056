# shellcheck shell=bash
# Versions of the machine tools installed by install-system-deps.sh; sourced by it and by the check scripts.
# shellcheck disable=SC2034 # read by the scripts that source this file
# 4.4.0 is the newest on Maven Central, but its kafka-tools-api jar is missing there (404), so 4.3.1.
KAFKA_VERSION=4.3.1
JAVA_MIN_MAJOR=17
# Elasticsearch's integ-test-zip distribution on Maven Central (search service contract suite and bench-search).
ELASTICSEARCH_VERSION=8.19.21
# Go fetched from the module proxy when the machine has no Go 1.21+.
GO_BOOTSTRAP_VERSION=1.26.8
HELM_VERSION=v4.3.1
KUBECONFORM_VERSION=v0.8.0
# v5.6.0 and v5.7.0 need module versions the Go module proxy refuses (403), so the newest buildable release.
COMPOSE_VERSION=v5.5.1
# Kubernetes release whose OpenAPI spec (module k8s.io/kubernetes) the kubeconform schemas are generated from.
K8S_SCHEMA_VERSION=v1.36.3
# MinIO (the S3-compatible server the render storage contract suite runs against). MinIO publishes no semver tags
# for Go, so the pseudo-version of its newest commit on the Go module proxy (2026-02-12).
MINIO_VERSION=v0.0.0-20260212201848-7aac2a2c5b7c
# localstripe (PyPI), the local Stripe API server of the billing service's dev runs and tests.
LOCALSTRIPE_VERSION=1.15.10
# Keycloak (Maven Central's keycloak-quarkus-dist) for the single sign-on tests; 26.7.4 is not on Maven Central.
KEYCLOAK_VERSION=26.7.3
# Schemathesis (PyPI): make api-check fuzzes the public API from its OpenAPI document (deploy/scripts/check-api.sh).
SCHEMATHESIS_VERSION=4.32.5
