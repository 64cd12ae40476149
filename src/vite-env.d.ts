/// <reference types="vite/client" />

/** Build-time settings the game reads from `import.meta.env`. */
interface ImportMetaEnv {
  /**
   * Origin of the leaderboard service when it is not the page's own (for example
   * `https://api.example.org`); unset, the game calls `/api` on its own origin.
   */
  readonly VITE_LEADERBOARD_ORIGIN?: string;
}
