// Command-line flags of server.ts, turned into startDemoApi options.

import { parseArgs } from 'node:util';
import type { DemoCounts } from './content.ts';
import { parseFault, type FaultSpec } from './faults.ts';

/** Options of startDemoApi (see server.ts). */
export interface DemoApiOptions {
  /** Port to listen on; 0 picks a free one. Default 8787. */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
  /** Where the SQLite file and the generated media live (created if missing). */
  dataDir: string;
  /** Multiplies members, aircraft and events. Default 1. */
  scale?: number;
  /** Explicit counts, winning over `scale`. */
  counts?: Partial<DemoCounts>;
  /** Wipe stored contacts, submissions and email requests first. */
  reset?: boolean;
  /** "Today" for the relative dates of events and the Fly Party. Default: DEMO_NOW, else the clock. */
  now?: Date;
  /** Faults in force from the start. */
  faults?: FaultSpec[];
}

/** Usage text for --help. */
export const USAGE = `Usage: node scripts/demo-api/server.ts [options]

  --port <n>                 port to listen on, 0 for any free port (default 8787)
  --host <host>              interface to listen on (default 127.0.0.1)
  --data-dir <dir>           SQLite file and generated media (default .demo-data)
  --scale <n>                multiply members, aircraft and events (default 1)
  --events <n>               number of public events (default 20 x scale)
  --members <n>              number of members (default 8 x scale)
  --aircraft <n>             number of aircraft (default 5 x scale)
  --media-per-aircraft <n>   media items per aircraft (default 5)
  --now <iso>                pin "today" (also env DEMO_NOW)
  --fault '<json>'           fault in force from the start, repeatable
  --reset                    wipe stored contacts, submissions and email requests
  --help                     show this text
`;

/** Reads a non-negative integer flag, or throws naming the flag. */
function integer(name: string, value: string | undefined, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number > max) throw new Error(`--${name} must be a whole number from 0 to ${max}`);
  return number;
}

/** Parses an ISO 8601 date-time for `now`, or throws naming where it came from. */
export function parseNow(value: string, source: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`${source} must be an ISO 8601 date-time, got "${value}"`);
  return date;
}

/** Turns command-line arguments into options; `help` is true when usage was asked for. */
export function parseCli(argv: readonly string[]): { options: DemoApiOptions; help: boolean } {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      scale: { type: 'string' },
      events: { type: 'string' },
      members: { type: 'string' },
      aircraft: { type: 'string' },
      'media-per-aircraft': { type: 'string' },
      now: { type: 'string' },
      fault: { type: 'string', multiple: true },
      reset: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  const scale = values.scale === undefined ? undefined : Number(values.scale);
  if (scale !== undefined && !(Number.isFinite(scale) && scale >= 0))
    throw new Error('--scale must be a number, 0 or more');
  const counts: Partial<DemoCounts> = {};
  const events = integer('events', values.events);
  const members = integer('members', values.members);
  const aircraft = integer('aircraft', values.aircraft);
  const mediaPerAircraft = integer('media-per-aircraft', values['media-per-aircraft']);
  if (events !== undefined) counts.events = events;
  if (members !== undefined) counts.members = members;
  if (aircraft !== undefined) counts.aircraft = aircraft;
  if (mediaPerAircraft !== undefined) counts.mediaPerAircraft = mediaPerAircraft;

  const options: DemoApiOptions = {
    port: integer('port', values.port, 65535) ?? 8787,
    host: values.host ?? '127.0.0.1',
    dataDir: values['data-dir'] ?? '.demo-data',
    counts,
    reset: values.reset ?? false,
    faults: (values.fault ?? []).map((text) => {
      try {
        return parseFault(JSON.parse(text) as unknown);
      } catch (error) {
        throw new Error(`--fault ${text}: ${(error as Error).message}`);
      }
    }),
  };
  if (scale !== undefined) options.scale = scale;
  if (values.now !== undefined) options.now = parseNow(values.now, '--now');
  return { options, help: values.help ?? false };
}
