import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  type DeleteRequest,
  type Gallery,
  type UploadRequest,
  uploadMachine,
} from '../../../../machines/upload.machine.ts';
import type { UploadFile } from '../../../../machines/uploadRules.ts';
import type { StepContext } from '../stepDefinition.ts';
import { deleteGalleryItem, uploadGalleryFiles, uploadMainPicture } from './multimediaApi.ts';
import { isSquarePicture } from './multimediaSquareCrop.ts';

/** The view hands the browser's File objects to the machine as its UploadFile records. */
export function browserFileOf(file: UploadFile): File {
  if (!(file instanceof File)) throw new TypeError(`${file.name} is not a file the browser picked`);
  return file;
}

/** The upload machine bound to this product's gallery endpoints; the workflow itself is the machine's. */
export function useGalleryUploader(request: StepContext, gallery: Gallery) {
  return useActorRef(
    uploadMachine.provide({
      actors: {
        readPictureShapes: fromPromise<boolean[], { files: UploadFile[] }>(({ input }) =>
          Promise.all(input.files.map((file) => isSquarePicture(browserFileOf(file)))),
        ),
        uploadFiles: fromPromise<Gallery, UploadRequest>(({ input }) => {
          const files = input.files.map(browserFileOf);
          return input.slot === 'single'
            ? uploadMainPicture(request, files[0]!)
            : uploadGalleryFiles(request, files);
        }),
        deleteItem: fromPromise<Gallery, DeleteRequest>(({ input }) =>
          deleteGalleryItem(request, input.itemId),
        ),
      },
    }),
    { input: { gallery } },
  );
}
