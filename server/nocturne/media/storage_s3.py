"""The media store in an S3-compatible bucket: AWS S3, Cloudflare R2, Backblaze B2, SeaweedFS, Garage, MinIO.

The client is boto3, each call run in a worker thread: it is the reference S3 client and released every
week. aiobotocore is natively async but pins botocore to a narrow range and brings aiohttp; the minio SDK
is small but synchronous too, and its releases have slowed. Addressing is path-style
(endpoint/bucket/key), which every S3-compatible server accepts; virtual-host style needs DNS per bucket.

Writes are single PUTs, which S3 applies whole: a reader sees the old object or the new one, never half,
and two workers storing the same key leave one object.
"""

from __future__ import annotations

import asyncio
from typing import Any

import boto3
from botocore.config import Config
from botocore.exceptions import ClientError

from nocturne.media.storage import MediaMissing, check_key

_MISSING_CODES = {"NoSuchKey", "NotFound", "404"}


def _missing(exc: ClientError) -> bool:
    return str(exc.response.get("Error", {}).get("Code")) in _MISSING_CODES


class S3MediaStore:
    """One bucket. presign=False makes the app stream files itself (for a bucket browsers cannot reach);
    presign_endpoint_url is the address browsers use when it differs from the app's (a compose network)."""

    def __init__(
        self,
        bucket: str,
        *,
        endpoint_url: str | None = None,
        region: str = "us-east-1",
        access_key: str | None = None,
        secret_key: str | None = None,
        presign: bool = True,
        create_bucket: bool = False,
        presign_endpoint_url: str | None = None,
    ) -> None:
        self.bucket = bucket
        self.presign = presign
        self.region = region
        self._create_bucket = create_bucket
        self._bucket_ready = not create_bucket
        self._bucket_lock = asyncio.Lock()
        self._client = self._make_client(endpoint_url, access_key, secret_key)
        self._signer = (
            self._make_client(presign_endpoint_url, access_key, secret_key)
            if presign_endpoint_url
            else self._client
        )

    def _make_client(self, endpoint_url: str | None, access_key: str | None, secret_key: str | None) -> Any:
        # Without keys boto3 takes them from its usual chain (environment, profile, instance role).
        session = boto3.session.Session(
            aws_access_key_id=access_key, aws_secret_access_key=secret_key, region_name=self.region
        )
        config = Config(
            signature_version="s3v4",
            s3={"addressing_style": "path"},
            connect_timeout=10,
            read_timeout=60,
            retries={"max_attempts": 3, "mode": "standard"},
        )
        return session.client("s3", endpoint_url=endpoint_url, config=config)

    async def _ready(self) -> None:
        if self._bucket_ready:
            return
        async with self._bucket_lock:
            if not self._bucket_ready:
                await asyncio.to_thread(self._ensure_bucket)
                self._bucket_ready = True

    def _ensure_bucket(self) -> None:
        try:
            self._client.head_bucket(Bucket=self.bucket)
            return
        except ClientError as exc:
            if not _missing(exc) and exc.response.get("Error", {}).get("Code") != "NoSuchBucket":
                raise
        params: dict[str, Any] = {"Bucket": self.bucket}
        if self.region != "us-east-1":
            params["CreateBucketConfiguration"] = {"LocationConstraint": self.region}
        try:
            self._client.create_bucket(**params)
        except ClientError as exc:
            # Another process created it between our two calls.
            if exc.response.get("Error", {}).get("Code") not in (
                "BucketAlreadyOwnedByYou",
                "BucketAlreadyExists",
            ):
                raise

    async def put(self, key: str, data: bytes, content_type: str) -> None:
        check_key(key)
        await self._ready()
        await asyncio.to_thread(
            self._client.put_object, Bucket=self.bucket, Key=key, Body=data, ContentType=content_type
        )

    async def get(self, key: str) -> bytes:
        check_key(key)
        await self._ready()
        return await asyncio.to_thread(self._read, key)

    def _read(self, key: str) -> bytes:
        try:
            response = self._client.get_object(Bucket=self.bucket, Key=key)
        except ClientError as exc:
            if _missing(exc):
                raise MediaMissing(key) from exc
            raise
        body = response["Body"]
        try:
            data: bytes = body.read()
        finally:
            body.close()
        return data

    async def exists(self, key: str) -> bool:
        check_key(key)
        await self._ready()
        return await asyncio.to_thread(self._exists, key)

    def _exists(self, key: str) -> bool:
        try:
            self._client.head_object(Bucket=self.bucket, Key=key)
        except ClientError as exc:
            if _missing(exc):
                return False
            raise
        return True

    async def delete(self, key: str) -> None:
        # S3 answers a delete of a missing key with success, so this is idempotent like the local store.
        check_key(key)
        await self._ready()
        await asyncio.to_thread(self._client.delete_object, Bucket=self.bucket, Key=key)

    async def presigned_url(self, key: str, *, expires_seconds: int, content_type: str) -> str | None:
        check_key(key)
        if not self.presign:
            return None
        params = {"Bucket": self.bucket, "Key": key, "ResponseContentType": content_type}
        # Signing is local arithmetic, but finding credentials may ask an instance-metadata service.
        url: str = await asyncio.to_thread(
            self._signer.generate_presigned_url, "get_object", Params=params, ExpiresIn=expires_seconds
        )
        return url

    async def close(self) -> None:
        for client in {id(self._client): self._client, id(self._signer): self._signer}.values():
            await asyncio.to_thread(client.close)
