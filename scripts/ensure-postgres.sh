#!/usr/bin/env bash
# Starts the machine's PostgreSQL 15 (Debian cluster "main") and makes a login role for the tests.
# Idempotent. Prints the URL for TEST_DATABASE_URL on success; exits non-zero when it cannot.
set -euo pipefail
if ! command -v pg_ctlcluster >/dev/null 2>&1; then echo "pg_ctlcluster not found" >&2; exit 1; fi
if [ "$(id -u)" != "0" ]; then echo "needs root to start PostgreSQL" >&2; exit 1; fi
version=$(pg_lsclusters -h | awk 'NR==1{print $1}')
cluster=$(pg_lsclusters -h | awk 'NR==1{print $2}')
[ -n "$version" ] || { echo "no PostgreSQL cluster" >&2; exit 1; }
if ! pg_lsclusters -h | awk 'NR==1{print $4}' | grep -q online; then
  pg_ctlcluster "$version" "$cluster" start >&2
fi
for _ in $(seq 1 30); do
  su postgres -c "psql -qAtc 'select 1'" >/dev/null 2>&1 && break
  sleep 0.5
done
su postgres -c "psql -qAtc \"do \\\$\\\$ begin if not exists (select from pg_roles where rolname = 'loci') then create role loci login superuser password 'loci'; end if; end \\\$\\\$;\"" >&2
port=$(pg_lsclusters -h | awk 'NR==1{print $3}')
echo "postgres://loci:loci@127.0.0.1:${port}/postgres"
