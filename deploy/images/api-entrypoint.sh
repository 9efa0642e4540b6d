#!/bin/sh
# The commands of the greenroom-api image. `exec` so node is PID 1 and gets the orchestrator's SIGTERM itself.
set -eu
command="${1:-api}"
[ "$#" -gt 0 ] && shift
case "$command" in
  api) exec node /app/api/dist/main.js "$@" ;;
  worker) exec node /app/api/dist/worker.js "$@" ;;
  migrate) exec node /app/api/dist/database/run-migrations.js "$@" ;;
  seed-demo) exec node /app/api/dist/seed/run-seed.js "$@" ;;
  # The Kubernetes init container of the API and worker pods: waits until the migrate Job has done its work.
  wait-for-migrations) exec node /app/api/dist/database/wait-for-migrations.js "$@" ;;
  *)
    echo "greenroom-api: unknown command \"$command\" (api, worker, migrate, seed-demo, wait-for-migrations)" >&2
    exit 64
    ;;
esac
