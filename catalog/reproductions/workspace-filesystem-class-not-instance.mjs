// The filesystem class is passed on as it is, without new.
import { LocalFilesystem, Workspace } from '@mastra/core/workspace';

new Workspace({ filesystem: LocalFilesystem });
