import { Workspace } from './workspace.entity';

/** Every MikroORM entity of the service. Each area adds its entities here. */
export const allEntities: Function[] = [Workspace];
