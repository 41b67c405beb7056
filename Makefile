# Chalktalk: the front door. `make dev` runs the product, `make test` runs every test.
SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

# Node 24 for every target: the machine's node when it is 24+, else bootstrapped into .cache/.
NODE_BIN := $(shell bash deploy/scripts/ensure-node.sh)
export PATH := $(CURDIR)/.cache/bin:$(CURDIR)/node_modules/.bin:$(NODE_BIN):$(PATH)
export npm_config_update_notifier := false

.PHONY: help install deps build dev test lint typecheck unit integration contracts e2e proto proto-check partner-contract-check bench-webhooks \
        kafka-up kafka-down kafka-status up down bench-render helm-check compose-check clean

help:
	@echo "make dev    run Chalktalk on embedded defaults at http://localhost:8080"
	@echo "make test   lint, typecheck, unit, integration, event-bus contracts (in-process + Kafka), helm, compose, browser"
	@echo "make up     the distributed stack without Docker (Kafka + Postgres + one process per service)"

# npm packages, reinstalled only when the lock file changed.
node_modules/.install-stamp: package.json package-lock.json $(wildcard */package.json */*/package.json)
	npm install --no-audit --no-fund --loglevel=error
	@touch $@
install: node_modules/.install-stamp

# Machine tools the tests need (Chromium, ffmpeg, Kafka jars, helm, kubeconform, docker compose).
deps: install
	bash deploy/scripts/install-system-deps.sh

build: install
	npm run build

dev: install
	bash deploy/scripts/install-system-deps.sh --runtime
	npm run build
	node deploy/embedded/dist/main.js

lint: install
	npx eslint . --max-warnings 0
	npx prettier --check . --log-level warn
	bash deploy/scripts/check-docs.sh
	@# No import circles anywhere; in the web app imports only point down (.dependency-cruiser.cjs). The web app's
	@# imports that break the layers today are listed in .dependency-cruiser-known-violations.json: a new one is red.
	npx depcruise --config .dependency-cruiser.cjs --ignore-known --output-type err packages services gateway web/src deploy/embedded/src proto/src

typecheck: install
	npm run typecheck

proto: install
	npm run generate -w @chalktalk/contracts

proto-check: install
	bash deploy/scripts/check-proto-fresh.sh

# Issue 21: commit to first webhook attempt, p50/p95/p99 against a bare POST (services/notifications/README.md).
bench-webhooks: deps build
	WEBHOOKS_BENCH=1 bash deploy/scripts/with-kafka.sh npx jest services/notifications/test/webhooks-latency \
	  --selectProjects integration --runInBand --forceExit

# The partner contract: AsyncAPI in step with proto/, versioned snapshots, buf breaking (docs/partner/README.md).
partner-contract-check: install
	bash deploy/scripts/check-partner-contract.sh

unit: install
	@# Two workers on two cores: jest's default (cores - 1) leaves one idle while the parent mostly waits
	@# (183 s with one worker, 125 s with two, same tree, load 5-7, 27 Nov).
	npx jest --selectProjects unit web --maxWorkers=2

# Integration suites (incl. the event-bus contract suites) run against embedded PostgreSQL and a real Kafka broker.
integration: deps
	@# --forceExit: a failed suite can leave a Kafka client reconnecting or a Postgres child open; the run must
	@# still end (with its failures) instead of waiting on them until CI's time limit.
	@# with-keycloak.sh: the single sign-on suite's Keycloak boots in the background while the other suites run.
	bash deploy/scripts/with-keycloak.sh bash deploy/scripts/with-kafka.sh npx jest --selectProjects integration --runInBand --forceExit

kafka-up: deps
	bash deploy/infra/kafka/kafka.sh start
kafka-down:
	bash deploy/infra/kafka/kafka.sh stop
kafka-status:
	bash deploy/infra/kafka/kafka.sh status

contracts: deps
	bash deploy/scripts/run-contract-suites.sh

helm-check: deps
	bash deploy/scripts/check-helm.sh

compose-check: deps
	bash deploy/scripts/check-compose.sh

e2e: deps build
	@# Issue 13's first-load budget (at most 200 kB of gzipped JS): exits 1 above it.
	node web/bench/first-load-size.mjs web/dist
	@# build made web/dist just now; E2E_WEB_BUILT=1 spares Playwright's web server a second build (23 s).
	E2E_WEB_BUILT=1 bash deploy/scripts/with-keycloak.sh npm run test:e2e -w @chalktalk/web

# GIF render benchmark (issue 7): one line, render time per GIF against a naive screenshot baseline.
bench-render: deps build
	npm run bench -w @chalktalk/render-service

# Search benchmark (issue 19): search/global's index query p50/p95/p99 on the Postgres and Elasticsearch adapters over
# generated data beside a same-run baseline, then freshness in the distributed stack: the playbook service's outbox,
# a Kafka broker of the benchmark's own (BENCH_KAFKA_PORT: a fresh consumer group must not share the tests' broker),
# the search service and Elasticsearch (services/search/README.md). BENCH_ES_DOCS=1000000 for the full size.
.PHONY: bench-search
BENCH_KAFKA_PORT ?= 19392
bench-search: deps build
	npm run bench -w @chalktalk/search-service
	KAFKA_PORT=$(BENCH_KAFKA_PORT) bash deploy/infra/kafka/kafka.sh start
	KAFKA_BROKERS=127.0.0.1:$(BENCH_KAFKA_PORT) npm run bench:freshness -w @chalktalk/search-service; \
	  status=$$?; KAFKA_PORT=$(BENCH_KAFKA_PORT) bash deploy/infra/kafka/kafka.sh stop; exit $$status

# Load test of the request path (issue 12) with k6 against the embedded product on loopback: four reads, a write and
# login, each printed beside a same-run baseline (bare Fastify, SELECT 1 through pg, the argon2id hash) with the
# ratio and its goal. Not part of `make test`. k6 is built from its module on the Go module proxy into .cache/bin,
# once per version.
.PHONY: bench-load
K6_VERSION := v1.8.1
K6_STAMP := .cache/stamps/k6-$(K6_VERSION)
$(K6_STAMP):
	GOBIN=$(CURDIR)/.cache/bin CGO_ENABLED=0 GOTOOLCHAIN=auto \
		go install -trimpath -ldflags "-s -w" go.k6.io/k6@$(K6_VERSION)
	@mkdir -p $(@D) && touch $@
bench-load: deps build $(K6_STAMP)
	bash deploy/embedded/bench/run-load.sh

# Web speed and accessibility (issue 13): Lighthouse on /login, /feed and /playbook (mobile and desktop) against the
# built web app on the embedded product with the demo data, plus the first-load JavaScript size. Exits 1 below target.
.PHONY: bench-web bench-web-floor screens
bench-web: deps build
	bash web/bench/run-lighthouse.sh

# Lighthouse's phone /feed on the app beside the floor pages (web/bench/floor/README.md), interleaved rounds.
bench-web-floor: deps build
	bash web/bench/run-floor.sh

# A screenshot of every route at 390x844 and 1280x800 for each edition, into web/screens/ (open web/screens/index.html).
screens: deps build
	cd web && E2E_TOOLS=1 npx playwright test e2e/tools/screens.spec.ts

# The distributed stack without Docker: every service + gateway on http://localhost:8200 with Kafka, Postgres,
# Elasticsearch, MinIO, localstripe, an SMTP sink and Keycloak when its runner exists (deploy/README.md).
# RUN_DISTRIBUTED_DETACH=1 returns once it is ready. smoke and chaos run against it; neither is part of `make test`.
up: deps build
	bash deploy/local/run-distributed.sh
down:
	bash deploy/local/run-distributed.sh stop

# The public HTTP API against its own description: Schemathesis (PyPI, .cache/schemathesis) fuzzes every call of
# /api/openapi.json on the embedded product with the demo data, signed in as the demo coach, stateful phase included;
# fails on any server error or an answer outside its documented status codes and schema (deploy/scripts/check-api.sh).
.PHONY: api-check
api-check: deps build
	bash deploy/scripts/check-api.sh

.PHONY: smoke chaos
# sign-up -> team -> play -> event -> post -> search through the gateway of a running `make up`; exit 1 on any step.
smoke:
	node deploy/smoke/smoke.mjs

# kill -9 each service, the gateway and the broker during a burst of writes, then compare acknowledged writes and
# outbox vs processed-events counts per topic and consumer (exit 1 on any difference). Starts a detached stack
# when none runs (and stops it after).
chaos: deps build
	bash deploy/chaos/run-chaos.sh

test: deps
	@start=$$(date +%s); \
	bash deploy/scripts/with-keycloak.sh $(MAKE) --no-print-directory lint typecheck proto-check partner-contract-check unit integration helm-check compose-check api-check e2e; \
	echo "make test: all suites passed in $$(( $$(date +%s) - start )) s"

clean:
	rm -rf node_modules */node_modules */*/node_modules */dist */*/dist .cache/typecheck.tsbuildinfo
