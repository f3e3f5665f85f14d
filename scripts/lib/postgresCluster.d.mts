/** A running throwaway PostgreSQL cluster (see postgresCluster.mjs). */
export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  /** DATABASE_URL and libpq's PGHOST, PGPORT, PGUSER, PGDATABASE. */
  env: Record<string, string>;
  /** Stops the cluster and deletes its folder. */
  stop(): void;
}

/** Starts a private cluster on a free port (initdb into a temp folder); throws with the server log when it cannot. */
export declare function startPostgresCluster(): Promise<PostgresCluster>;

/** Whether PostgreSQL server binaries are installed. */
export declare function hasPostgres(): boolean;
