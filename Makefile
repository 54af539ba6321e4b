# Nocturne: `make run` serves the whole product; `make test` runs every check.
# Every install step is idempotent: stamps skip work whose inputs did not change.

SHELL := /bin/bash
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMPS := .make
WEB := web
NPM := npm --prefix $(WEB)
WEB_SOURCES := $(shell find $(WEB)/src $(WEB)/public $(WEB)/vite-plugins -type f 2>/dev/null) $(WEB)/index.html \
	$(WEB)/vite.config.ts \
	$(wildcard $(WEB)/tsconfig*.json)

.PHONY: run dev install build migrate seed gen check-gen lint typecheck test test-py test-sqlite test-postgres \
	test-web test-web-weight test-e2e test-schemathesis test-conformance chromium clean help

help:
	@echo "make run    install what is missing, build the web app, migrate, seed and serve http://127.0.0.1:8000"
	@echo "make dev    hot reload for server (:8000) and web (:5173)"
	@echo "make test   lint, types, unit and API tests (SQLite and PostgreSQL), web tests, schemathesis, e2e"

$(STAMPS):
	@mkdir -p $(STAMPS)

# llama-cpp-python compiles llama.cpp; a native build crashes on these machines, so portable flags are
# used. The first build takes minutes; pip caches the wheel, so later installs take seconds.
export CMAKE_ARGS := -DGGML_NATIVE=OFF -DGGML_AVX512=OFF -DGGML_AMX_INT8=OFF

# Python: a virtual environment with the server package (editable), the embedded model and the dev tools.
$(STAMPS)/python: server/pyproject.toml | $(STAMPS)
	@command -v $(PYTHON) >/dev/null || { echo "Python 3.11 is required ($(PYTHON) not found)"; exit 1; }
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --disable-pip-version-check -e 'server[dev,llm]'
	@touch $@

# Web: npm packages from the lock file.
$(STAMPS)/web-deps: $(WEB)/package.json $(WEB)/package-lock.json | $(STAMPS)
	$(NPM) ci --no-audit --no-fund --loglevel=error
	@touch $@

$(WEB)/dist/index.html: $(STAMPS)/web-deps $(WEB_SOURCES)
	$(NPM) run build
	@touch $@

install: $(STAMPS)/python $(STAMPS)/web-deps

build: $(WEB)/dist/index.html

migrate: $(STAMPS)/python
	$(BIN)/nocturne migrate

seed: migrate
	$(BIN)/nocturne seed

run: install build seed
	$(BIN)/nocturne serve

dev: install migrate
	@trap 'kill 0' EXIT; \
	$(BIN)/nocturne serve --reload & \
	$(NPM) run dev -- --host 127.0.0.1 & \
	wait

# The web client is generated from the server's OpenAPI schema.
gen: $(STAMPS)/python $(STAMPS)/web-deps
	$(BIN)/nocturne openapi > $(WEB)/src/api/gen/openapi.json
	$(NPM) run --silent gen:api

# Fails when the committed client no longer matches the server (someone forgot `make gen`).
check-gen: $(STAMPS)/python $(STAMPS)/web-deps
	@tmp=$$(mktemp -d); trap 'rm -rf $$tmp' EXIT; \
	$(BIN)/nocturne openapi > $$tmp/openapi.json; \
	(cd $(WEB) && npx openapi-typescript $$tmp/openapi.json -o $$tmp/schema.d.ts >/dev/null 2>&1); \
	if ! diff -q $$tmp/openapi.json $(WEB)/src/api/gen/openapi.json >/dev/null || \
	   ! diff -q $$tmp/schema.d.ts $(WEB)/src/api/gen/schema.d.ts >/dev/null; then \
		echo "The generated web client is stale: run 'make gen' and commit the result."; exit 1; \
	fi; echo "Generated client is up to date."

lint: $(STAMPS)/python $(STAMPS)/web-deps
	cd server && ../$(BIN)/ruff check . && ../$(BIN)/ruff format --check .
	$(NPM) run --silent lint

typecheck: $(STAMPS)/python $(STAMPS)/web-deps
	cd server && ../$(BIN)/mypy nocturne
	$(NPM) run --silent typecheck

test-sqlite: $(STAMPS)/python
	cd server && TEST_DATABASE=sqlite ../$(BIN)/pytest -q -p no:cacheprovider

test-postgres: $(STAMPS)/python
	cd server && TEST_DATABASE=postgres ../$(BIN)/pytest -q -p no:cacheprovider

test-py: test-sqlite test-postgres

test-web: $(STAMPS)/web-deps
	$(NPM) run --silent test

# Byte budgets of each route's first visit, on the built app (web/weight-budgets.json).
test-web-weight: build
	$(NPM) run --silent test:weight

chromium:
	@command -v chromium >/dev/null || { apt-get update -qq && apt-get install -y -qq chromium >/dev/null; }

# Schemathesis over the whole OpenAPI schema against a real server: no input may cause a 500.
test-schemathesis: $(STAMPS)/python
	scripts/with-server.sh scripts/schemathesis.sh

test-e2e: $(STAMPS)/python build chromium
	scripts/with-server.sh $(NPM) run --silent e2e
	# The same app with its GPU server down: a failed generation gives its credits back.
	E2E_SERVE_ENV='MEDIA_BACKEND=comfyui COMFYUI_URLS=http://127.0.0.1:9 JOB_MAX_ATTEMPTS=1 COMFYUI_CHECKPOINTS={"BabesYogi":"babes.safetensors"}' \
		scripts/with-server.sh $(NPM) run --silent e2e:gpu-down

# The real AI SDK client (ai, @ai-sdk/react) against the real server and the local model.
test-conformance: $(STAMPS)/python $(STAMPS)/web-deps
	scripts/with-server.sh $(NPM) run --silent conformance

test: lint typecheck check-gen test-py test-web test-web-weight test-schemathesis test-conformance test-e2e
	@echo "All checks passed."

clean:
	rm -rf $(STAMPS) $(VENV) $(WEB)/node_modules $(WEB)/dist
