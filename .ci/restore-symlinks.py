"""Restores the symlinks of an SDK copy that lost them: each became a small file holding its target's
relative path. Used by .ci/apple-sdk on a scratch copy only. Usage: restore-symlinks.py SDK_FOLDER"""
import os
import sys

root, restored = sys.argv[1], 0
while True:  # a link may point through another (Versions/Current/Modules): repeat until none is left
    found = 0
    for folder, _, files in os.walk(root):
        for name in files:
            path = os.path.join(folder, name)
            if os.path.islink(path) or os.path.getsize(path) > 200:
                continue
            try:
                target = open(path).read().strip()
            except UnicodeDecodeError:
                continue
            if not target or target.startswith("/") or any(c.isspace() for c in target):
                continue
            if os.path.exists(os.path.normpath(os.path.join(folder, target))):
                os.remove(path)
                os.symlink(target, path)
                found += 1
    restored += found
    if not found:
        break
print(f"apple-sdk: restored {restored} symlinks in a scratch copy of the SDKs")
