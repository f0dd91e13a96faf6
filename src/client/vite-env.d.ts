/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_OWNERS_GROUP_URL?: string;
  readonly VITE_BREAKFAST_CLUB_GROUP_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
