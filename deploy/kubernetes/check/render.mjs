// Renders a kustomization the way `kubectl apply -k` does, for the subset of kustomize these manifests use:
// resources (files and directories), namespace, images, replicas, and patches (a strategic-merge patch that merges
// maps only, or a JSON 6902 patch of add/replace/remove). Any other field is refused, so a manifest can never rely on
// something this check does not render. (No kustomize is published on npm; where `kubectl` is installed the check
// also compares this with `kubectl kustomize`.)
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

const SUPPORTED = new Set(['apiVersion', 'kind', 'resources', 'namespace', 'images', 'replicas', 'patches']);
// Objects that live outside any namespace: kustomize's `namespace` leaves them alone.
const CLUSTER_SCOPED = new Set(['Namespace']);

export function readYamlObjects(file) {
  return YAML.parseAllDocuments(fs.readFileSync(file, 'utf8')).map((document) => {
    if (document.errors.length) throw new Error(`${file}: ${document.errors[0].message}`);
    return document.toJS();
  });
}

const isMap = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

function mergeMaps(target, patch, where) {
  for (const [key, value] of Object.entries(patch)) {
    if (Array.isArray(value)) throw new Error(`${where}: a strategic-merge patch with a list (${key}) is not rendered here; use a JSON 6902 patch`);
    if (value === null) delete target[key];
    else if (isMap(value) && isMap(target[key])) mergeMaps(target[key], value, where);
    else target[key] = structuredClone(value);
  }
}

function pointer(pathText) {
  return pathText
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function applyJsonPatch(object, operations, where) {
  for (const { op, path: at, value } of operations) {
    const parts = pointer(at);
    const last = parts.pop();
    let parent = object;
    for (const part of parts) {
      parent = parent?.[Array.isArray(parent) ? Number(part) : part];
      if (parent === undefined) throw new Error(`${where}: ${at} does not exist`);
    }
    const index = Array.isArray(parent) ? (last === '-' ? parent.length : Number(last)) : last;
    if (op === 'replace') {
      if (!(index in parent)) throw new Error(`${where}: ${at} does not exist to replace`);
      parent[index] = structuredClone(value);
    } else if (op === 'add') {
      if (Array.isArray(parent)) parent.splice(index, 0, structuredClone(value));
      else parent[index] = structuredClone(value);
    } else if (op === 'remove') {
      if (!(index in parent)) throw new Error(`${where}: ${at} does not exist to remove`);
      if (Array.isArray(parent)) parent.splice(index, 1);
      else delete parent[index];
    } else throw new Error(`${where}: JSON patch op "${op}" is not rendered here`);
  }
}

function matches(object, target) {
  return (!target.kind || object.kind === target.kind) && (!target.name || object.metadata?.name === target.name);
}

function setImages(podSpec, images) {
  for (const container of [...(podSpec.initContainers ?? []), ...(podSpec.containers ?? [])]) {
    const [name] = container.image.split(':');
    const image = images.find((candidate) => candidate.name === name);
    if (image) container.image = `${image.newName ?? image.name}${image.newTag ? `:${image.newTag}` : ''}`;
  }
}

/** The objects of the kustomization in `dir`, as `kubectl kustomize dir` prints them (order aside). */
export function renderKustomization(dir) {
  const file = path.join(dir, 'kustomization.yaml');
  const [kustomization] = readYamlObjects(file);
  const unsupported = Object.keys(kustomization).filter((key) => !SUPPORTED.has(key));
  if (unsupported.length) throw new Error(`${file}: ${unsupported.join(', ')} not rendered by this check (see render.mjs)`);

  const objects = [];
  for (const resource of kustomization.resources ?? []) {
    const resolved = path.join(dir, resource);
    objects.push(...(fs.statSync(resolved).isDirectory() ? renderKustomization(resolved) : readYamlObjects(resolved)));
  }
  for (const patch of kustomization.patches ?? []) {
    if (patch.path) {
      const [patchObject] = readYamlObjects(path.join(dir, patch.path));
      const target = objects.find((object) => matches(object, { kind: patchObject.kind, name: patchObject.metadata?.name }));
      if (!target) throw new Error(`${file}: patch ${patch.path} matches no object`);
      mergeMaps(target, patchObject, `${file} ${patch.path}`);
    } else {
      const targets = objects.filter((object) => matches(object, patch.target ?? {}));
      if (!targets.length) throw new Error(`${file}: a patch matches no object`);
      for (const target of targets) applyJsonPatch(target, YAML.parse(patch.patch), file);
    }
  }
  for (const { name, count } of kustomization.replicas ?? []) {
    const target = objects.find((object) => object.metadata?.name === name && object.spec?.replicas !== undefined);
    if (!target) throw new Error(`${file}: replicas names ${name}, which has no replicas`);
    target.spec.replicas = count;
  }
  for (const object of objects) {
    const podSpec = object.spec?.template?.spec;
    if (podSpec && kustomization.images) setImages(podSpec, kustomization.images);
    if (kustomization.namespace && !CLUSTER_SCOPED.has(object.kind)) object.metadata.namespace = kustomization.namespace;
  }
  return objects;
}
