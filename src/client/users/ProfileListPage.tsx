// The profiles list (User Management > Profile): the engine's list of the profile entity; New and a
// row open the entity's edit page (x-entity.editRoute: the profile control tree), not a dialog,
// because a profile's grant is edited as a tree of tabs and activities.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import type { EntitySchema } from '../../../engine/schema/types.ts';
import { EngineProvider } from '../../../engine/ui/EngineProvider.tsx';
import { EntityList } from '../../../engine/ui/EntityList.tsx';
import { ListStore } from '../../../engine/ui/stores/ListStore.ts';
import type { Row } from '../../../engine/ui/api.ts';
import { entityApi, sessionMeta } from '../engine/engineContext.ts';
import { notify } from '../notify/notify.ts';
import { PageSpinner } from '../routing/PageSpinner.tsx';

export const PROFILE_ENTITY = 'profile';

const ProfileListPage = observer(function ProfileListPage() {
  const meta = sessionMeta();
  useEffect(() => {
    void meta.ensureLoaded();
  }, [meta]);
  const schema = meta.get(PROFILE_ENTITY);
  if (meta.state === 'error') {
    return (
      <Alert severity="error" action={<Button onClick={() => void meta.reload()}>Retry</Button>}>
        {meta.error}
      </Alert>
    );
  }
  if (!schema) return meta.loaded ? <Alert severity="warning">This page is not available to you.</Alert> : <PageSpinner />;
  return (
    <EngineProvider api={entityApi} notify={notify} meta={meta}>
      <ProfileList schema={schema} />
    </EngineProvider>
  );
});

function ProfileList({ schema }: { schema: EntitySchema }) {
  const navigate = useNavigate();
  const [store] = useState(() => new ListStore(entityApi, schema));
  const editRoute = String(schema['x-entity'].editRoute);
  return (
    <EntityList
      schema={schema}
      store={store}
      onNew={() => navigate(`/${editRoute}`)}
      onOpen={(row: Row) => navigate(`/${editRoute}?id=${String(row[schema['x-entity'].key])}`)}
    />
  );
}

export default ProfileListPage;
