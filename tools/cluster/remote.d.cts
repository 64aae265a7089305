// Types of remote.cjs for the TypeScript cluster tests.

export declare const CLUSTER_ADMIN: { userName: string; password: string };

export interface InstanceState {
  name: string;
  port: number;
  origin: string;
  pid: number | null;
  running: boolean;
}

export interface ClusterInstance extends InstanceState {
  /** Sends the signal (SIGKILL by default) and resolves when the process is gone. */
  kill(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Starts the instance again (same port, same DATA_DIR) and resolves when it is ready. */
  start(): Promise<void>;
  describe(): Promise<InstanceState>;
  output(): Promise<string>;
}

export interface ReceivedMail {
  to: string[];
  subject: string;
  raw: string;
}

export interface RemoteCluster {
  dir: string;
  postgres: { port: number; url: string; stop(): Promise<void>; start(): Promise<void> };
  redis: { url: string; stop(): Promise<void>; start(): Promise<void> };
  objectStore: { env: Record<string, string>; stop(): Promise<void>; start(): Promise<void> };
  smtp: { url: string; received(): Promise<ReceivedMail[]> };
  proxy: { origin: string; port: number; served(): Promise<Record<string, number>> };
  instances: ClusterInstance[];
  close(): Promise<void>;
}

export declare function startRemoteCluster(options?: { instances?: number; env?: Record<string, string> }): Promise<RemoteCluster>;
