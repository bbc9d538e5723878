#!/bin/bash
# Packs parity-run and parity-qualify for a GPU machine that has no LLVM (execute/README.md, "On the H200").
#
#   execute/pack_for_gpu.sh OUT_DIR          (from the repository root, after ./kit build)
#
# writes OUT_DIR/gpu-tools.tar.xz: parity-run, relinked against LLVM 22's static component libraries
# in place of libLLVM.so (150 MB and ten libraries more, too large to carry: 45 MB as xz against the
# 64 MiB a device call carries), parity-qualify (which links no LLVM), both stripped, and the shared
# libraries of this machine that the GPU machine may lack (yaml-cpp 0.7, fmt 9, Boost.Context).
# The relink takes the link command the build itself ran (ninja's), so its objects and order are
# those of build/bin/parity-run, and checks that no libLLVM is left in the result.
set -euo pipefail
out=${1:?usage: execute/pack_for_gpu.sh OUT_DIR}
build=build
llvm_config=llvm-config-22

cmake --build "$build" -j2 --target parity-run parity-qualify >/dev/null
link=$(cd "$build" && ninja -t commands parity-run | tail -1)
link=${link% && :}
case "$link" in *libLLVM.so*) ;; *) echo "pack_for_gpu: parity-run's link command names no libLLVM.so" >&2; exit 2 ;; esac
link=$(sed -E 's# [^ ]*/libLLVM\.so[^ ]*# #g; s# -o bin/parity-run # -o bin/parity-run.static-llvm #' <<<"$link")
# The components the CPU emulator's JIT (emulate/src/jit.cpp) and the in-process audit reader
# (isa_audit/src/llvm_reader.cpp) use; --as-needed leaves out z3 and libxml2, which libLLVM.so needs
# and neither of those does.
static_llvm="$($llvm_config --ldflags) $($llvm_config --link-static --libs orcjit native nativecodegen \
  amdgpudisassembler amdgpudesc amdgpuinfo object irreader asmparser passes)"
(cd "$build" && eval "$link $static_llvm -Wl,--as-needed -lz $(ls /usr/lib/x86_64-linux-gnu/libzstd.so.1) -lrt -ldl -lm")
if ldd "$build/bin/parity-run.static-llvm" | grep -q libLLVM; then
  echo "pack_for_gpu: the relinked parity-run still loads libLLVM" >&2; exit 1
fi

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
strip -o "$stage/parity-run" "$build/bin/parity-run.static-llvm"
strip -o "$stage/parity-qualify" "$build/bin/parity-qualify"
rm "$build/bin/parity-run.static-llvm"
for lib in libyaml-cpp.so.0.7 libfmt.so.9 libboost_context.so.1.74.0; do
  cp -L "/lib/x86_64-linux-gnu/$lib" "$stage/"
done
mkdir -p "$out"
tar cf - -C "$stage" . | xz -T2 -6 > "$out/gpu-tools.tar.xz.part"
mv "$out/gpu-tools.tar.xz.part" "$out/gpu-tools.tar.xz"
echo "$out/gpu-tools.tar.xz: $(stat -c %s "$out/gpu-tools.tar.xz") bytes"
