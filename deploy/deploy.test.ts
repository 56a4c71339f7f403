// Images cannot be pulled on the machines that test this project, so the Dockerfile and
// compose.yaml are checked against the repository and the servers' own configuration instead;
// e2e/topology.spec.ts runs the nginx site itself.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../apps/api/src/config';
import { nginxConfigProblem, writeNginxConfig } from '../bench/topology';

const deployDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(deployDir, '..');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string; target: string };
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  deploy?: { replicas?: number };
}
const compose = parse(readFileSync(path.join(deployDir, 'compose.yaml'), 'utf8')) as {
  services: Record<string, Service>;
};

/** The Dockerfile's stages: each one's base and instructions (continued lines joined). */
function dockerfileStages() {
  const text = readFileSync(path.join(deployDir, 'Dockerfile'), 'utf8').replace(/\\\n\s*/g, '');
  const stages = new Map<string, { from: string; instructions: string[] }>();
  let current: string[] = [];
  for (const line of text.split('\n')) {
    const from = /^FROM (\S+) AS (\S+)$/.exec(line);
    if (from) {
      current = [];
      stages.set(from[2]!, { from: from[1]!, instructions: current });
    } else if (/^[A-Z]+ /.test(line)) {
      current.push(line);
    }
  }
  return stages;
}
const stages = dockerfileStages();

/** A stage's instructions, its bases' first: what an image built to that target runs with. */
function inherited(target: string): string[] {
  const stage = stages.get(target);
  if (!stage) throw new Error(`no stage ${target}`);
  return [...(stages.has(stage.from) ? inherited(stage.from) : []), ...stage.instructions];
}

/** compose's interpolation: `${NAME:-default}` is its default; anything else a set value. */
const interpolate = (value: string) =>
  String(value)
    .replace(/\$\{\w+:-([^}]*)\}/g, '$1')
    .replace(/\$\{\w+(:\?[^}]*)?\}/g, 'set-by-the-operator');

describe('compose.yaml', () => {
  it('runs web, API, PostgreSQL, Redis and nginx, each checked for health', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'api',
      'nginx',
      'postgres',
      'redis',
      'web',
    ]);
    for (const [name, service] of Object.entries(compose.services)) {
      const ownCheck = service.healthcheck?.test.length;
      const imageCheck =
        service.build && inherited(service.build.target).some((i) => i.startsWith('HEALTHCHECK'));
      expect(ownCheck || imageCheck, `${name} has a health check`).toBeTruthy();
    }
  });

  it('starts each service once what it needs is healthy, several of web and API', () => {
    const needs = (name: string) =>
      Object.fromEntries(
        Object.entries(compose.services[name]!.depends_on ?? {}).map(([on, { condition }]) => [
          on,
          condition,
        ]),
      );
    expect(needs('api')).toEqual({ postgres: 'service_healthy', redis: 'service_healthy' });
    expect(needs('web')).toEqual({ api: 'service_healthy' });
    expect(needs('nginx')).toEqual({ web: 'service_healthy', api: 'service_healthy' });
    expect(compose.services.api!.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(compose.services.web!.deploy?.replicas).toBeGreaterThanOrEqual(2);
  });

  it('builds web and API from the Dockerfile, and mounts files that exist', () => {
    for (const name of ['api', 'web']) {
      const { build } = compose.services[name]!;
      expect(path.resolve(deployDir, build!.context)).toBe(root);
      expect(existsSync(path.join(root, build!.dockerfile))).toBe(true);
      expect(stages.has(build!.target)).toBe(true);
    }
    for (const service of Object.values(compose.services)) {
      for (const volume of service.volumes ?? []) {
        const [source] = volume.split(':');
        if (source!.startsWith('.')) expect(existsSync(path.join(deployDir, source!))).toBe(true);
      }
    }
  });

  it('gives the API a configuration it accepts, with PostgreSQL, Redis and the proxy shared', () => {
    const env = Object.fromEntries(
      Object.entries(compose.services.api!.environment!).map(([name, value]) => [
        name,
        interpolate(value),
      ]),
    );
    const config = loadConfig(env);
    expect(new URL(config.DATABASE_URL!).host).toBe('postgres:5432');
    expect(new URL(config.REDIS_URL!).host).toBe('redis:6379');
    // nginx, the one proxy in front: the API believes the address it sets, and nothing before it.
    expect(config.TRUST_PROXY).toBe(1);
    expect(config.API_CONCURRENCY).toBeGreaterThanOrEqual(1);
  });

  it('points the web processes at the API on the port its image listens on', () => {
    const env = compose.services.web!.environment!;
    const apiPort = /API_PORT=(\d+)/.exec(inherited('api').join('\n'))?.[1];
    expect(new URL(env.API_INTERNAL_URL!).host).toBe(`api:${apiPort}`);
    expect(env.TRUST_PROXY).toBe('true');
    expect(Number(interpolate(env.WEB_CONCURRENCY!))).toBeGreaterThanOrEqual(1);
  });
});

describe('the Dockerfile', () => {
  it('copies only what the repository has, and installs production dependencies to run', () => {
    for (const { instructions } of stages.values()) {
      for (const copy of instructions.filter((i) => /^COPY (?!--from)/.test(i))) {
        const sources = copy.split(/\s+/).slice(1, -1);
        for (const source of sources) expect(existsSync(path.join(root, source)), copy).toBe(true);
      }
    }
    expect(stages.get('runtime')!.instructions).toContain(
      'RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force',
    );
    expect(stages.get('build')!.instructions.join('\n')).toMatch(
      /npm run build -w apps\/web && npm run build -w apps\/admin/,
    );
  });

  it.each([
    ['api', 'apps/api', 'src/main.ts', '/api/v1/health/ready'],
    ['web', 'apps/web', 'server.js', '/health/ready'],
  ])('runs the %s from %s/%s as an unprivileged user, checking %s', (target, dir, main, health) => {
    const instructions = inherited(target);
    const user = instructions.filter((i) => i.startsWith('USER ')).at(-1);
    expect(user).toBe('USER node');
    expect(instructions).toContain(`WORKDIR /app/${dir}`);
    const command = instructions.filter((i) => i.startsWith('CMD ')).at(-1)!;
    expect(JSON.parse(command.slice(4)).at(-1)).toBe(main);
    expect(existsSync(path.join(root, dir, main))).toBe(true);
    const check = instructions.find((i) => i.startsWith('HEALTHCHECK'));
    expect(check).toContain(health);
  });
});

describe('deploy/nginx.conf', () => {
  it('passes nginx -t with its upstreams named, under a main configuration like Debian’s', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'storefront-nginx-'));
    try {
      const config = writeNginxConfig(dir, {
        port: 9399,
        web: ['127.0.0.1:3301', '127.0.0.1:3302'],
        api: ['127.0.0.1:8301', '127.0.0.1:8302'],
      });
      expect(nginxConfigProblem(dir, config)).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
