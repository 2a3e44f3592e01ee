/* eslint-disable */
// DO NOT EDIT: generated from schemas/*.schema.json by `npm run generate`.
import buildConfig from '../../../schemas/build-config.schema.json' with { type: 'json' };
import common from '../../../schemas/common.schema.json' with { type: 'json' };
import deploymentConfig from '../../../schemas/deployment-config.schema.json' with { type: 'json' };
import imageStream from '../../../schemas/image-stream.schema.json' with { type: 'json' };
import project from '../../../schemas/project.schema.json' with { type: 'json' };
import route from '../../../schemas/route.schema.json' with { type: 'json' };
import serveConfig from '../../../schemas/serve-config.schema.json' with { type: 'json' };
import settings from '../../../schemas/settings.schema.json' with { type: 'json' };
import templateValues from '../../../schemas/template-values.schema.json' with { type: 'json' };
import template from '../../../schemas/template.schema.json' with { type: 'json' };

/** The schema of each kind, named by its title. */
export const byKind = {
  BuildConfig: buildConfig,
  DeploymentConfig: deploymentConfig,
  ImageStream: imageStream,
  Project: project,
  Route: route,
  ServeConfig: serveConfig,
  Settings: settings,
  TemplateValues: templateValues,
  Template: template,
};

/** Schemas without a type of their own: definitions that others `$ref` by `$id`. */
export const shared = [common];
