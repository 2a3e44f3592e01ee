import buildConfig from '../../schemas/build-config.schema.json' with { type: 'json' };
import common from '../../schemas/common.schema.json' with { type: 'json' };
import deploymentConfig from '../../schemas/deployment-config.schema.json' with { type: 'json' };
import imageStream from '../../schemas/image-stream.schema.json' with { type: 'json' };
import project from '../../schemas/project.schema.json' with { type: 'json' };
import route from '../../schemas/route.schema.json' with { type: 'json' };
import serveConfig from '../../schemas/serve-config.schema.json' with { type: 'json' };
import settings from '../../schemas/settings.schema.json' with { type: 'json' };
import template from '../../schemas/template.schema.json' with { type: 'json' };
import type { SchemaSet } from './schema-validator.js';

/** The JSON Schemas in `schemas/`, the source of truth for every kind. */
export function bundledSchemas(): SchemaSet {
  return {
    byKind: {
      Project: project,
      ImageStream: imageStream,
      BuildConfig: buildConfig,
      DeploymentConfig: deploymentConfig,
      Route: route,
      Template: template,
      Settings: settings,
      ServeConfig: serveConfig,
    },
    shared: [common],
  };
}
