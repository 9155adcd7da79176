// Mounts built from configuration, where every storage entry was disabled.
import { CompositeFilesystem, LocalFilesystem } from '@mastra/core/workspace';

const configured = [{ path: '/data', enabled: false, basePath: './data' }];
const mounts = Object.fromEntries(
  configured.filter(m => m.enabled).map(m => [m.path, new LocalFilesystem({ basePath: m.basePath })]),
);
new CompositeFilesystem({ mounts });
