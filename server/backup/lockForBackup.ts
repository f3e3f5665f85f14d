import { DataFolderBusyError, lockDataFolder } from '../db/lockDataFolder';

/**
 * The embedded database's folder, taken as the server takes it, for `platon backup` or `platon restore`: a
 * running server has it, and is then named with a plain "stop it first"; a server starting meanwhile is refused.
 */
export function lockForBackup(dataDir: string, holder: 'platon backup' | 'platon restore'): () => void {
  try {
    return lockDataFolder(dataDir, holder);
  } catch (error) {
    if (error instanceof DataFolderBusyError) throw new Error(error.message, { cause: error });
    throw error;
  }
}
