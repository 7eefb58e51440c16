// The screenshots show the built app: build first when the build is missing or older than the
// sources (the same check as `npm start`).
import { ensureBuild } from '../build.mjs';

export default async function globalSetup(): Promise<void> {
  await ensureBuild();
}
