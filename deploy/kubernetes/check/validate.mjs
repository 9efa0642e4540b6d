// One object against the Kubernetes API schema of its apiVersion and kind, with kubernetes-models (the OpenAPI
// schemas of the Kubernetes API, compiled into validators).

/** kubernetes-models keeps the core group at the top ("v1/Service") and the others under their name ("apps/v1/…"). */
function modulePath({ apiVersion, kind }) {
  return `kubernetes-models/${apiVersion}/${kind}`;
}

/** An empty list, or one readable line per schema violation (an unknown kind is one too). */
export async function validateObject(object) {
  let Model;
  try {
    ({ [object.kind]: Model } = await import(modulePath(object)));
  } catch {
    return [`no Kubernetes schema for ${object.apiVersion} ${object.kind}`];
  }
  try {
    new Model(object).validate();
    return [];
  } catch (error) {
    return [error.message];
  }
}
