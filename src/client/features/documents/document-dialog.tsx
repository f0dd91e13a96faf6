import { useRef, useState } from 'react';
import type { DocumentType, Folder, RepositoryDocument } from '@shared/documents';
import { Dialog } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { useCreateDocument, useRefreshRepository, useUpdateDocument } from './api';
import { DocumentForm, type DocumentFormOutput } from './document-form';
import type { Location } from './location';
import { uploadDocument } from './upload';

interface Shared {
  folders: Folder[];
  can: { gym: boolean; library: boolean };
  defaultType: DocumentType;
  onClose: () => void;
}

/** "Add document": a Google Doc link or an uploaded file, in two tabs of one dialog. */
export function AddDocumentDialog({ initialLocation, ...shared }: Shared & { initialLocation: Location }) {
  const [tab, setTab] = useState<'link' | 'upload'>('upload');
  const create = useCreateDocument();
  const refresh = useRefreshRepository();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<unknown>(null);
  const abort = useRef<AbortController | null>(null);

  const close = () => {
    abort.current?.abort();
    shared.onClose();
  };

  const addLink = async (values: DocumentFormOutput) => {
    const doc = await create.mutateAsync(values);
    toast({ title: 'Document added', description: `“${doc.title}” is in the list.` });
    shared.onClose();
  };

  const upload = async (values: DocumentFormOutput, file: File | null) => {
    if (!file) return;
    setUploadError(null);
    setProgress(0);
    abort.current = new AbortController();
    try {
      const doc = await uploadDocument(file, values, setProgress, abort.current.signal);
      await refresh();
      toast({ title: 'Upload complete', description: `“${doc.title}” is in the list.` });
      shared.onClose();
    } catch (error) {
      setProgress(null);
      if (!(error instanceof DOMException && error.name === 'AbortError')) setUploadError(error);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title="Add a document"
      description="Upload a file, or link a Google Doc that stays where it is."
      className="max-w-xl"
    >
      <Tabs value={tab} onValueChange={(v) => setTab(v as 'link' | 'upload')}>
        <TabsList>
          <TabsTrigger value="upload">Upload a file</TabsTrigger>
          <TabsTrigger value="link">Google Doc link</TabsTrigger>
        </TabsList>
        <TabsContent value="upload" className="mt-4">
          <DocumentForm
            mode="upload"
            {...shared}
            initialLocation={initialLocation}
            progress={progress}
            error={uploadError}
            onSubmit={upload}
            onCancel={close}
          />
        </TabsContent>
        <TabsContent value="link" className="mt-4">
          <DocumentForm
            mode="link"
            {...shared}
            initialLocation={initialLocation}
            error={create.error}
            onSubmit={addLink}
            onCancel={close}
          />
        </TabsContent>
      </Tabs>
    </Dialog>
  );
}

/** "Edit": title, description, type, tags, folder (and the link of a link document). */
export function EditDocumentDialog({ document: doc, ...shared }: Shared & { document: RepositoryDocument }) {
  const update = useUpdateDocument();
  const save = async (values: DocumentFormOutput) => {
    const { library: _library, ...patch } = values;
    await update.mutateAsync({ id: doc.id, ...patch });
    toast({ title: 'Saved', description: `“${values.title}” is updated.` });
    shared.onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : shared.onClose())}
      title="Edit document"
      className="max-w-xl"
    >
      <DocumentForm
        mode="edit"
        {...shared}
        document={doc}
        initialLocation="gym"
        error={update.error}
        onSubmit={save}
        onCancel={shared.onClose}
      />
    </Dialog>
  );
}
