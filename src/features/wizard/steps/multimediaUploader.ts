import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise, transition } from 'xstate';
import {
  type UploadOutcome,
  type UploadRequest,
  uploadMachine,
} from '../../../../machines/upload.machine.ts';
import { mediaKindOf, type UploadSlot } from '../../../../machines/uploadRules.ts';
import type { StepContext } from '../stepDefinition.ts';
import { type Gallery, uploadGalleryFiles, uploadMainPicture } from './multimediaApi.ts';
import { isSquarePicture } from './multimediaSquareCrop.ts';

/** Pictures picked together wait here for their square crops before the batch is uploaded. */
export interface CropQueue {
  slot: UploadSlot;
  files: File[];
  /** Indexes (in `files`) of the pictures still to crop, in order. */
  toCrop: number[];
  done: number;
}

interface UploaderOptions {
  request: StepContext;
  gallery: Gallery;
  /** The gallery as the server stored it after an upload. */
  onGallery: (gallery: Gallery) => void;
  /** The upload machine allowed the step to be saved (the main picture is there). */
  onReady: () => void;
  /** The save was refused for lack of a main picture (SPEC §8: an error toast). */
  onMainPictureMissing: () => void;
}

/**
 * The upload machine bound to this product's gallery endpoints, plus the crop queue in front of it.
 * The machine counts the gallery from its input, so the view starts a new one after a deletion.
 */
export function useGalleryUploader({
  request,
  gallery,
  onGallery,
  onReady,
  onMainPictureMissing,
}: UploaderOptions) {
  const callbacks = useRef({ onGallery, onReady, onMainPictureMissing });
  callbacks.current = { onGallery, onReady, onMainPictureMissing };

  const actorRef = useActorRef(
    uploadMachine.provide({
      actors: {
        uploadFiles: fromPromise<UploadOutcome, UploadRequest>(async ({ input }) => {
          // The view hands the browser's File objects to the machine as its UploadFile records.
          const files = input.files.filter((file): file is File => file instanceof File);
          const stored =
            input.slot === 'single'
              ? await uploadMainPicture(request, files[0]!)
              : await uploadGalleryFiles(request, files);
          callbacks.current.onGallery(stored);
          return { galleryCount: stored.multimediaGallery.length };
        }),
      },
    }),
    {
      input: { galleryCount: gallery.multimediaGallery.length, hasMainPicture: gallery.mainPicture !== null },
    },
  );
  const snapshot = useSelector(actorRef, (s) => s);
  const [cropQueue, setCropQueue] = useState<CropQueue | null>(null);
  const saveWaiting = useRef(false);

  useEffect(() => {
    const subscription = actorRef.on('gallery.ready', () => callbacks.current.onReady());
    return () => subscription.unsubscribe();
  }, [actorRef]);

  const sendSave = () => {
    actorRef.send({ type: 'gallery.save' });
    const after = actorRef.getSnapshot();
    if (after.context.error?.kind === 'rule' && after.context.error.code === 'mainPictureRequired') {
      callbacks.current.onMainPictureMissing();
    }
  };

  // A save asked for while files were on their way goes once the machine is at rest again.
  const atRest = snapshot.matches('idle');
  const failed = snapshot.matches('error');
  useEffect(() => {
    if (!saveWaiting.current) return;
    if (failed) saveWaiting.current = false;
    if (atRest) {
      saveWaiting.current = false;
      sendSave();
    }
  });

  /** Files may be picked when nothing is on its way (after a refusal too). */
  const accepting = (atRest || failed) && cropQueue === null;
  /** A deletion restarts the machine with the new count, so it waits for the files on their way. */
  const canDelete = !snapshot.hasTag('busy') && cropQueue === null;

  const select = async (slot: UploadSlot, files: File[]) => {
    const event = { type: 'files.select', slot, files } as const;
    // A selection the rules refuse never reaches the cropper: asked without acting (a pure transition),
    // the machine says whether the files would go; if not, it is told, and shows why at once.
    const [next] = transition(actorRef.logic, actorRef.getSnapshot(), event);
    if (!next.matches('uploading')) {
      actorRef.send(event);
      return;
    }
    const square = await Promise.all(files.map(isSquarePicture));
    const toCrop = files.flatMap((file, i) => (mediaKindOf(file) === 'image' && !square[i] ? [i] : []));
    if (toCrop.length === 0) actorRef.send(event);
    else setCropQueue({ slot, files: [...files], toCrop, done: 0 });
  };

  const cropped = (file: File) => {
    if (!cropQueue) return;
    const files = cropQueue.files.with(cropQueue.toCrop[cropQueue.done]!, file);
    const done = cropQueue.done + 1;
    if (done < cropQueue.toCrop.length) {
      setCropQueue({ ...cropQueue, files, done });
      return;
    }
    setCropQueue(null);
    actorRef.send({ type: 'files.select', slot: cropQueue.slot, files });
  };

  const requestSave = () => {
    if (failed) actorRef.send({ type: 'error.dismiss' });
    if (actorRef.getSnapshot().matches('idle')) sendSave();
    else saveWaiting.current = true;
  };

  return {
    snapshot,
    accepting,
    canDelete,
    select,
    cropQueue,
    cropped,
    cancelCrop: () => setCropQueue(null),
    dismissError: () => actorRef.send({ type: 'error.dismiss' }),
    requestSave,
  };
}
