import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';

/**
 * No Docker engine runs where the tests run, so `docker compose config` cannot check docker-compose.yml.
 * This reads it as Compose would (YAML, anchors and merge keys resolved) and holds the deployment to
 * what README: Deployment promises: a database and Redis that report health, a migration that runs
 * first, two or more instances of the image with readiness checks, and HAProxy routing to each of them
 * with deploy/haproxy.cfg.
 */

const ROOT = path.resolve(__dirname, '..', '..', '..');

interface Service {
  build?: unknown;
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  volumes?: string[];
  stop_signal?: string;
  stop_grace_period?: string;
}

const compose = load(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8')) as { services: Record<string, Service> };
const services = compose.services;
const instances = Object.entries(services).filter(([, s]) => s.build !== undefined && s.command === undefined);
const haproxyConfig = readFileSync(path.join(ROOT, 'deploy', 'haproxy.cfg'), 'utf8');

describe('docker-compose.yml', () => {
  it('runs PostgreSQL, Redis, HAProxy and at least two instances built from the Dockerfile', () => {
    expect(services.postgres?.image).toMatch(/^postgres:\d+/);
    expect(services.redis?.image).toMatch(/^redis:\d+/);
    expect(services.haproxy?.image).toMatch(/^haproxy:\d/);
    expect(instances.length).toBeGreaterThanOrEqual(2);
  });

  it('gives every service that others wait for a health check, and waits only for services that exist', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect([name, dependency, dependency in services]).toEqual([name, dependency, true]);
        if (condition === 'service_healthy') expect([dependency, services[dependency]!.healthcheck?.test.length ?? 0]).not.toEqual([dependency, 0]);
        else expect([name, dependency, condition]).toEqual([name, dependency, 'service_completed_successfully']);
      }
    }
  });

  it('starts each instance after a healthy database and Redis and the completed migration, pointed at both', () => {
    expect(services.migrate?.command).toEqual(['node', 'dist/db/migrate-cli.js', 'deploy']);
    for (const [name, instance] of instances) {
      expect([name, instance.depends_on]).toEqual([
        name,
        { postgres: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' }, migrate: { condition: 'service_completed_successfully' } },
      ]);
      expect(instance.environment?.DATABASE_URL).toMatch(/^postgresql:\/\/[^@]+@postgres:5432\//);
      expect(instance.environment?.REDIS_URL).toBe('redis://redis:6379');
      expect(instance.environment?.TRUST_PROXY_HOPS).toBe('1');
      // Long enough for two failed checks a second apart, and shorter than the grace period.
      expect(Number(instance.environment?.SHUTDOWN_DRAIN_MS)).toBeGreaterThanOrEqual(2500);
    }
  });

  it('checks each instance on /health/ready and gives it time to drain on SIGTERM', () => {
    for (const [name, instance] of instances) {
      expect([name, instance.healthcheck?.test.join(' ')]).toEqual([name, expect.stringContaining(':3000/health/ready')]);
      expect([name, instance.stop_signal]).toEqual([name, 'SIGTERM']);
      expect(Number.parseInt(instance.stop_grace_period ?? '0', 10)).toBeGreaterThanOrEqual(10);
    }
  });

  it('puts HAProxy in front of every instance, after they are healthy, with the committed configuration', () => {
    const haproxy = services.haproxy!;
    expect(haproxy.volumes).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    expect(haproxy.ports).toEqual(['8080:8080']);
    expect(haproxy.environment?.CROUPIER_BIND).toBe(':8080');
    const targets = Object.entries(haproxy.environment ?? {}).filter(([variable]) => /^CROUPIER_\d+$/.test(variable));
    // One server line per instance, each named by a variable the compose file sets to that instance.
    expect(targets.map(([, target]) => target).sort()).toEqual(instances.map(([name]) => `${name}:3000`).sort());
    for (const [variable] of targets) expect(haproxyConfig).toMatch(new RegExp(`^\\s*server \\S+ "\\$\\{${variable}\\}"`, 'm'));
    for (const [name] of instances) expect(haproxy.depends_on?.[name]).toEqual({ condition: 'service_healthy' });
  });
});

describe('deploy/haproxy.cfg', () => {
  it('routes only to instances whose readiness answers 200, checked every second', () => {
    expect(haproxyConfig).toMatch(/^\s*option httpchk$/m);
    expect(haproxyConfig).toMatch(/^\s*http-check send meth GET uri \/health\/ready$/m);
    expect(haproxyConfig).toMatch(/^\s*http-check expect status 200$/m);
    expect(haproxyConfig).toMatch(/^\s*default-server check inter 1s /m);
  });

  it('keeps a hand on one instance: hand routes hashed by hand id, on the health of the checked servers', () => {
    expect(haproxyConfig).toMatch(/^\s*use_backend croupier-by-hand if hand_route !import$/m);
    expect(haproxyConfig).toMatch(/^\s*balance uri path-only depth 3$/m);
    const tracked = [...haproxyConfig.matchAll(/^\s*server (\S+) "\$\{CROUPIER_\d+\}" track croupier\/(\S+)$/gm)];
    expect(tracked.map(([, name, target]) => [name, target])).toEqual(instances.map(([name]) => [name, name]));
  });

  it('retries elsewhere only what was never applied: refused connections and 503s', () => {
    expect(haproxyConfig).toMatch(/^\s*retry-on conn-failure 503$/m);
    expect(haproxyConfig).toMatch(/^\s*option redispatch/m);
  });
});
