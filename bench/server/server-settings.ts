/** The fixed rate of the latency phase, posts/s. */
export const FIXED_RATE = 500;
/** The fixed rate of board reads during the hostile phase, reads/s. */
export const HOSTILE_READ_RATE = 500;
/** PostgreSQL when DATABASE_URL is set (a throwaway cluster), else the embedded SQLite. */
export const DATABASE_URL = process.env.DATABASE_URL ?? '';
/** The backend the service section measures. */
export const BACKEND = DATABASE_URL === '' ? 'SQLite' : 'PostgreSQL';
